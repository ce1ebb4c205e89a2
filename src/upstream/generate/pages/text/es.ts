import type { PageTexts } from '../structure.js';

export const ES: PageTexts = {
  faqs: {
    title: 'Preguntas frecuentes',
    intro:
      'Todo lo que necesitas saber sobre la {league}: cómo funciona un partido, cómo se decide la clasificación, cómo se forman las plantillas y cómo seguir los partidos en directo o desde la grada.',
    topics: {
      league: 'La liga',
      rules: 'Las reglas',
      players: ['Jugadores y plantillas', 'Jugadoras y plantillas'],
      tickets: 'Partidos, entradas y calendario',
      media: 'Prensa y contacto',
    },
    questions: {
      'what-is': {
        q: '¿Qué es la {league}?',
        a: [
          'Una competición de fútbol 7 con {teams} clubes, cada uno dirigido por un presidente del mundo del streaming y del deporte. Los partidos son cortos, rápidos y tienen reglas que no verás en ningún otro sitio, y todos se emiten en directo.',
        ],
      },
      format: {
        q: '¿Cómo se organiza la temporada?',
        a: [
          'Los {teams} clubes se enfrentan una vez entre sí a lo largo de {matchdays} jornadas. Los {playoff} primeros de la clasificación pasan a cuartos de final (1.º contra 8.º, 2.º contra 7.º, 3.º contra 6.º y 4.º contra 5.º), y después llegan las semifinales y la final, todas a partido único.',
        ],
      },
      points: {
        q: '¿Cuántos puntos vale una victoria?',
        a: [
          'Ningún partido acaba en empate. Ganar en el tiempo reglamentario vale {win} puntos. Si el marcador está igualado tras {minutes} minutos, una tanda de shoot-outs decide el partido: el ganador suma {shootoutWin} puntos y el perdedor {shootoutLoss}. Perder en el tiempo reglamentario vale {loss}.',
          'Los equipos empatados a puntos se ordenan por diferencia de goles y, después, por goles marcados.',
        ],
      },
      'where-to-watch': {
        q: '¿Dónde puedo ver los partidos?',
        a: [
          'Todos los partidos se emiten en directo y gratis en los canales de YouTube y Twitch de la liga y en los canales de los propios presidentes. La página de partidos de esta web sigue el marcador minuto a minuto.',
        ],
      },
      'match-length': {
        q: '¿Cuánto dura un partido?',
        a: [
          'Dos partes de {half} minutos, {minutes} minutos en total, con un breve descanso entre ellas. El reloj no se detiene, así que un partido con el descanso suele durar menos de una hora.',
        ],
      },
      'secret-cards': {
        q: '¿Qué son las cartas secretas?',
        a: [
          'Antes de cada partido, cada presidente elige una carta secreta que permanece oculta hasta que se juega. Las cartas pueden dar un penalti, hacer que los goles valgan doble durante dos minutos, expulsar a un rival dos minutos o anular la carta del contrario. Cada equipo puede usar su carta una vez por partido.',
        ],
      },
      'presidents-penalty': {
        q: '¿Qué es el penalti del presidente?',
        a: [
          'Una vez por temporada, cada presidente puede saltar al campo y lanzar un penalti contra el portero rival. Puede pedirlo en cualquier momento del partido, y más de un resultado se ha decidido así.',
        ],
      },
      'shoot-out': {
        q: '¿Cómo funcionan los shoot-outs?',
        a: [
          [
            'Cada lanzador sale con el balón desde el centro del campo y tiene cinco segundos para batir al portero, que puede salir de la portería. Cinco lanzadores por equipo y, si persiste el empate, muerte súbita hasta que un equipo falle.',
            'Cada lanzadora sale con el balón desde el centro del campo y tiene cinco segundos para batir a la portera, que puede salir de la portería. Cinco lanzadoras por equipo y, si persiste el empate, muerte súbita hasta que un equipo falle.',
          ],
        ],
      },
      dice: {
        q: '¿Qué decide el dado?',
        a: [
          [
            'En el minuto 18 de la segunda parte se lanza un dado sobre el campo. El número decide cuántos jugadores de campo mantiene cada equipo durante los últimos minutos, así que un partido puede acabar en un frenético uno contra uno.',
            'En el minuto 18 de la segunda parte se lanza un dado sobre el campo. El número decide cuántas jugadoras de campo mantiene cada equipo durante los últimos minutos, así que un partido puede acabar en un frenético una contra una.',
          ],
        ],
      },
      draft: {
        q: '¿Cómo se forman las plantillas?',
        a: [
          [
            'Cada club elige {drafted} jugadores en el draft que se celebra antes de la temporada, por turnos, entre los que han superado las pruebas. El orden de la primera ronda se sortea y se invierte en cada ronda siguiente.',
            'Cada club elige {drafted} jugadoras en el draft que se celebra antes de la temporada, por turnos, entre las que han superado las pruebas. El orden de la primera ronda se sortea y se invierte en cada ronda siguiente.',
          ],
        ],
      },
      'twelfth-player': {
        q: ['¿Quiénes son los jugadores 12 y 13?', '¿Quiénes son las jugadoras 12 y 13?'],
        a: [
          [
            'Además de los {drafted} elegidos en el draft, cada club ficha un jugador 12 y un jugador 13 fuera del draft: a menudo exprofesionales o invitados conocidos. Completan una plantilla de {squad} y pueden cambiar durante la temporada dentro de los plazos de inscripción que fija la liga.',
            'Además de las {drafted} elegidas en el draft, cada club ficha una jugadora 12 y una jugadora 13 fuera del draft: a menudo exprofesionales o invitadas conocidas. Completan una plantilla de {squad} y pueden cambiar durante la temporada dentro de los plazos de inscripción que fija la liga.',
          ],
        ],
      },
      tryouts: {
        q: '¿Cómo puedo jugar en la liga?',
        a: [
          [
            'Antes de cada temporada la liga abre una convocatoria de pruebas, que anuncia en sus redes sociales y en esta web. Los mejores de las pruebas pasan al draft, donde los clubes eligen sus plantillas.',
            'Antes de cada temporada la liga abre una convocatoria de pruebas, que anuncia en sus redes sociales y en esta web. Las mejores de las pruebas pasan al draft, donde los clubes eligen sus plantillas.',
          ],
        ],
      },
      'buy-tickets': {
        q: '¿Cómo compro entradas?',
        a: [
          'Donde hay entradas a la venta, la página de Entradas de la región muestra los próximos partidos en el estadio con un enlace a la taquilla oficial. Compra solo allí: las entradas de reventa pueden anularse sin reembolso.',
        ],
      },
      'kick-off-times': {
        q: '¿En qué zona horaria se muestran los horarios?',
        a: [
          'Siempre en la zona horaria de la región, sea cual sea el idioma de la página. La página de partidos indica cuál es, y las suscripciones de calendario convierten las horas a la zona de tu dispositivo.',
        ],
      },
      calendar: {
        q: '¿Puedo añadir los partidos a mi calendario?',
        a: [
          'Sí. La página de partidos, la de cada equipo y la de entradas tienen un enlace «Añadir al calendario». Suscríbete una vez y el calendario se actualiza solo, con el resultado final después de cada partido.',
        ],
      },
      accreditation: {
        q: '¿Cómo se acreditan los periodistas?',
        a: [
          'Los medios reconocidos pueden solicitar la acreditación para cada jornada al menos {deadline} horas antes del inicio, desde la página de Acreditaciones de prensa si la región la tiene, o escribiendo a {press}.',
        ],
      },
      contact: {
        q: '¿Cómo contacto con la liga?',
        a: [
          'La página de Contacto reúne las direcciones de prensa, negocio, partners y aficionados. Para dudas sobre un partido o una entrada, escribe a {fans}.',
        ],
      },
    },
  },
  regulation: {
    title: 'Reglamento',
    intro:
      'Las reglas de la {league} para la temporada en curso. El Comité de Competición publica cualquier cambio en una circular oficial antes de que se aplique.',
    sections: {
      competition: {
        title: 'La competición',
        articles: [
          'Disputan la {league} {teams} clubes. En la fase regular cada club se enfrenta una vez a todos los demás, a lo largo de {matchdays} jornadas.',
          'Los {playoff} primeros de la clasificación se clasifican para cuartos de final: 1.º contra 8.º, 4.º contra 5.º, 2.º contra 7.º y 3.º contra 6.º. Los ganadores juegan las semifinales y la final. Todas las eliminatorias se juegan a partido único.',
        ],
      },
      points: {
        title: 'Puntos y clasificación',
        articles: [
          'Una victoria en el tiempo reglamentario otorga {win} puntos. Un partido empatado se decide en una tanda de shoot-outs: el ganador obtiene {shootoutWin} puntos y el perdedor {shootoutLoss}. Una derrota en el tiempo reglamentario otorga {loss}.',
          'Los clubes empatados a puntos se ordenan por diferencia de goles y después por goles marcados. Si persiste el empate, el Comité de Competición lo resuelve por sorteo.',
        ],
      },
      match: {
        title: 'El partido',
        articles: [
          [
            'Cada equipo alinea a un portero y seis jugadores de campo. El partido consta de dos partes de {half} minutos, con reloj corrido.',
            'Cada equipo alinea a una portera y seis jugadoras de campo. El partido consta de dos partes de {half} minutos, con reloj corrido.',
          ],
          'Los cambios son ilimitados y volantes, desde la zona del propio equipo. Los saques de banda se hacen con el pie y no hay fuera de juego.',
        ],
      },
      dice: {
        title: 'El dado',
        articles: [
          [
            'En el minuto 18 de la segunda parte el árbitro lanza un dado. Su número, del uno al seis, fija cuántos jugadores de campo mantiene cada equipo hasta el pitido final.',
            'En el minuto 18 de la segunda parte el árbitro lanza un dado. Su número, del uno al seis, fija cuántas jugadoras de campo mantiene cada equipo hasta el pitido final.',
          ],
        ],
      },
      'secret-cards': {
        title: 'Cartas secretas',
        articles: [
          'Antes del inicio, cada presidente elige una carta secreta de la baraja de la liga y la entrega al cuarto árbitro. Permanece oculta hasta que se juega.',
          'La carta se puede jugar una vez por partido, con el juego detenido, y tiene efecto inmediato. La baraja incluye un penalti, el gol doble (los goles valen doble durante dos minutos), la exclusión de un rival durante dos minutos y la anulación de la carta contraria.',
        ],
      },
      'presidents-penalty': {
        title: 'El penalti del presidente',
        articles: [
          'Cada presidente puede lanzar un penalti por temporada. Lo comunica al árbitro con el juego detenido y lo lanza desde el punto de penalti contra el portero rival; no se puede jugar el rechace.',
        ],
      },
      'shoot-out': {
        title: 'Los shoot-outs',
        articles: [
          [
            'Un partido igualado al final se decide en una tanda de shoot-outs. Cada lanzador sale con el balón desde el centro del campo y dispone de cinco segundos para marcar; el portero puede salir de la línea.',
            'Un partido igualado al final se decide en una tanda de shoot-outs. Cada lanzadora sale con el balón desde el centro del campo y dispone de cinco segundos para marcar; la portera puede salir de la línea.',
          ],
          'Cada equipo lanza cinco veces de forma alterna. Si persiste el empate, se continúa a muerte súbita.',
        ],
      },
      squads: {
        title: 'Plantillas',
        articles: [
          [
            'Cada club inscribe {drafted} jugadores elegidos en el draft, más un jugador 12 y un jugador 13 fichados fuera de él, hasta una plantilla de {squad}.',
            'Cada club inscribe {drafted} jugadoras elegidas en el draft, más una jugadora 12 y una jugadora 13 fichadas fuera de él, hasta una plantilla de {squad}.',
          ],
          [
            'En el draft los clubes eligen por turnos; el orden de la primera ronda se sortea y se invierte en cada ronda siguiente. Los jugadores 12 y 13 solo pueden sustituirse en los plazos de inscripción anunciados por circular.',
            'En el draft los clubes eligen por turnos; el orden de la primera ronda se sortea y se invierte en cada ronda siguiente. Las jugadoras 12 y 13 solo pueden sustituirse en los plazos de inscripción anunciados por circular.',
          ],
        ],
      },
      discipline: {
        title: 'Disciplina',
        articles: [
          [
            'Una tarjeta amarilla supone dos minutos fuera del campo; el equipo juega con uno menos hasta que se cumplen. Con una tarjeta roja el jugador no puede volver a participar, y el equipo juega con uno menos durante cinco minutos antes de que entre un compañero.',
            'Una tarjeta amarilla supone dos minutos fuera del campo; el equipo juega con una menos hasta que se cumplen. Con una tarjeta roja la jugadora no puede volver a participar, y el equipo juega con una menos durante cinco minutos antes de que entre una compañera.',
          ],
          'Las demás sanciones las decide el Comité de Competición y se publican por circular.',
        ],
      },
      committee: {
        title: 'Comité de Competición',
        articles: [
          'El Comité de Competición aplica este reglamento, resuelve los casos que no prevé y atiende las reclamaciones, que los clubes deben presentar por escrito en las 48 horas siguientes al partido.',
        ],
      },
    },
  },
  accreditation: {
    title: 'Acreditaciones de prensa',
    intro:
      'La acreditación da acceso al estadio, a la sala de prensa y a la zona mixta durante una jornada de la {league} a los profesionales de los medios.',
    sections: {
      who: {
        title: 'Quién puede solicitarla',
        body: [
          'Periodistas, fotógrafos, operadores de cámara y creadores de contenido que cubren la liga para un medio, una agencia o un canal con audiencia habitual.',
        ],
      },
      requirements: {
        title: 'Requisitos',
        body: ['Cada solicitud es personal y sirve para una jornada. Ten a mano:'],
        list: [
          'un carné de prensa vigente o una carta de tu redacción con membrete del medio',
          'un documento de identidad',
          'enlaces a trabajos recientes sobre fútbol o sobre la liga',
          'si eres fotógrafo u operador de cámara, el equipo que llevarás',
        ],
      },
      deadlines: {
        title: 'Plazos',
        body: [
          'Las solicitudes se cierran {deadline} horas antes del primer partido de cada jornada. Las fechas siguientes siguen el calendario actual; no se aceptan solicitudes fuera de plazo.',
        ],
      },
      process: {
        title: 'Cómo funciona',
        body: [
          'Rellena el formulario de acreditación y adjunta la documentación. El departamento de prensa responde a todas las solicitudes por correo al menos 24 horas antes de la jornada; si se acepta, la confirmación indica la hora de acceso y la puerta de entrada.',
        ],
      },
      'on-site': {
        title: 'El día del partido',
        body: [
          'Recoge tu pase en el mostrador de prensa con tu documento de identidad. Las entrevistas se hacen en la zona mixta tras el pitido final. Dudas antes o después de la jornada: {press}.',
        ],
      },
    },
  },
  contact: {
    title: 'Contacto',
    intro:
      'Escribe al equipo que puede ayudarte: cada dirección se revisa todos los días laborables y respondemos en un máximo de dos días laborables.',
    channels: {
      press: { title: 'Prensa', text: 'Peticiones de entrevista, información para periodistas y acreditaciones.' },
      commercial: { title: 'Negocio', text: 'Patrocinio, publicidad, derechos audiovisuales y licencias.' },
      partners: { title: 'Partners', text: 'Marcas, clubes y creadores que quieren colaborar con la liga.' },
      fans: { title: 'Aficionados', text: 'Dudas sobre partidos, entradas, el estadio y la web.' },
    },
  },
  tickets: {
    title: 'Entradas',
    intro:
      'Todas las jornadas de la {league} se juegan con público en el {arena}. Aquí tienes los próximos partidos, cómo llegar y lo que debes saber antes de ir.',
    sections: {
      'how-to-buy': {
        title: 'Cómo comprarlas',
        body: [
          'Las entradas salen a la venta en la taquilla oficial unas dos semanas antes de cada jornada, por partido o como abono para todo el día. Son digitales: muestra el código QR en el móvil en la entrada.',
        ],
        list: [
          'los menores de 4 años entran gratis sin asiento propio',
          'las entradas no se reembolsan, pero puedes transferirlas a otro aficionado desde la taquilla',
          'las entradas compradas en reventa pueden anularse',
        ],
      },
      'at-the-arena': {
        title: 'En el estadio',
        body: [
          'Las puertas abren una hora antes del primer partido. No se permiten bolsas mayores que un folio y no hay consigna. Dentro hay comida y bebida a la venta; las banderas y pancartas sin mástil son bienvenidas.',
        ],
      },
      accessibility: {
        title: 'Accesibilidad',
        body: [
          'El estadio tiene espacios para sillas de ruedas con asiento para un acompañante, accesos sin escalones y aseos adaptados. Resérvalos en la taquilla eligiendo la zona accesible, y escribe a {fans} si necesitas algo más.',
        ],
      },
    },
    gettingThere: {
      title: 'Cómo llegar',
      intro: 'El estadio está bien comunicado en transporte público, la forma más rápida de llegar un día de partido:',
      modes: { metro: 'Metro:', train: 'Tren:', bus: 'Autobús:', car: 'En coche:' },
    },
  },
};
