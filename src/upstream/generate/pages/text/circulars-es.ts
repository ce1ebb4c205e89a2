import type { CircularText } from '../circulars.js';

/** The Competition Committee's notices, as issued to the clubs; the newest is a few days old. */
export const CIRCULARES_ES: readonly CircularText[] = [
  {
    daysAgo: 4,
    title: 'Apertura de la ventana de inscripción de jugadoras 12 y 13',
    summary:
      'Los clubes pueden sustituir a sus jugadoras 12 y 13 hasta el jueves anterior a la próxima jornada, a las 12:00.',
    body: [
      'El Comité de Competición abre la segunda ventana de inscripción de la temporada para las plazas 12 y 13 de cada plantilla.',
      'Las altas se comunican por escrito a la liga con la ficha de la jugadora y su documento de identidad antes del jueves a las 12:00. Una jugadora dada de baja no puede volver a inscribirse con otro club en la misma temporada.',
    ],
  },
  {
    daysAgo: 19,
    title: 'Sanciones de la jornada',
    summary: 'Resolución sobre las tarjetas rojas de la última jornada y aviso sobre la acumulación de amarillas.',
    body: [
      'Tras revisar las actas arbitrales, el Comité de Competición impone un partido de suspensión a las dos jugadoras expulsadas con tarjeta roja directa en la última jornada.',
      'Se recuerda a los clubes que la acumulación de cinco tarjetas amarillas supone un partido de suspensión, que se cumple en la jornada siguiente.',
    ],
  },
  {
    daysAgo: 33,
    title: 'Aclaraciones sobre el uso de las cartas secretas',
    summary: 'La carta se entrega al cuarto árbitro antes del inicio y solo puede jugarse con el juego detenido.',
    body: [
      'Ante las consultas recibidas, el Comité recuerda que cada presidente entrega su carta secreta al cuarto árbitro antes del pitido inicial y que esta solo puede activarse con el balón parado.',
      'Una carta anulada por la carta contraria se considera jugada. Los efectos de la carta de gol doble terminan a los dos minutos de reloj aunque el juego esté detenido.',
    ],
  },
  {
    daysAgo: 48,
    title: 'Cambio de horario de un partido por retransmisión',
    summary: 'Un partido de la próxima jornada adelanta su hora de inicio; el resto del calendario no cambia.',
    body: [
      'A petición de la plataforma de retransmisión, y con el acuerdo de los dos clubes, uno de los partidos de la próxima jornada adelanta su inicio treinta minutos.',
      'El nuevo horario ya figura en el calendario oficial de la web y en las suscripciones de calendario. Las entradas compradas siguen siendo válidas.',
    ],
  },
  {
    daysAgo: 66,
    title: 'Protocolo de acceso al estadio para los clubes',
    summary: 'Horarios de llegada, acreditaciones de staff y normas del banquillo para los días de partido.',
    body: [
      'Cada club puede acreditar a un máximo de doce personas de staff por jornada, además de su plantilla. Las acreditaciones se recogen en el acceso de equipos hasta noventa minutos antes del primer partido.',
      'En el banquillo solo pueden estar la presidenta o el presidente, el cuerpo técnico inscrito y las jugadoras convocadas.',
    ],
  },
  {
    daysAgo: 95,
    title: 'Calendario oficial de la temporada',
    summary: 'Publicación del calendario de la fase regular y de las fechas de los playoffs.',
    body: [
      'El Comité de Competición publica el calendario completo de la fase regular de la {league}, con las fechas y horarios de todas las jornadas.',
      'Los cuartos de final, las semifinales y la final se disputarán en las semanas siguientes a la última jornada, en las fechas que se indican en el anexo.',
    ],
  },
  {
    daysAgo: 130,
    title: 'Resultado del draft y plantillas inscritas',
    summary: 'Relación de las jugadoras elegidas por cada club en el draft de la temporada.',
    body: [
      'Se publica el orden de elección y la relación de jugadoras elegidas por cada club en el draft celebrado ante notario.',
      'Los clubes disponen de diez días para inscribir a sus jugadoras 12 y 13 y completar así sus plantillas.',
    ],
  },
  {
    daysAgo: 170,
    title: 'Normas del draft de la temporada',
    summary: 'Sorteo del orden de elección, número de rondas y plazos para los clubes.',
    body: [
      'El orden de la primera ronda del draft se decidirá por sorteo público; en cada ronda siguiente el orden se invierte.',
      'Cada club elige once jugadoras entre las que han superado las pruebas. Un club que no elija en el tiempo marcado pierde su turno en esa ronda.',
    ],
  },
  {
    daysAgo: 230,
    title: 'Convocatoria de pruebas para la nueva temporada',
    summary: 'Inscripción abierta para las jugadoras que quieran participar en el draft.',
    body: [
      'La liga abre la inscripción a las pruebas de acceso al draft de la próxima temporada de la {league}. Pueden inscribirse jugadoras mayores de edad, con o sin experiencia federada.',
      'Las pruebas se celebrarán en varias sedes; la liga comunicará a cada inscrita su fecha y lugar por correo electrónico.',
    ],
  },
  {
    daysAgo: 390,
    title: 'Modificación del reglamento: shoot-outs y puntuación',
    summary: 'Los partidos empatados se deciden en shoot-outs; la victoria en ellos vale dos puntos y la derrota uno.',
    body: [
      'Con efecto desde la próxima temporada, los partidos igualados al final del tiempo reglamentario se deciden en una tanda de shoot-outs.',
      'La victoria en el tiempo reglamentario otorga tres puntos, la victoria en los shoot-outs dos y la derrota en los shoot-outs uno.',
    ],
  },
];
