import type { WebContext } from '../../shared/config/contexts.js';
import type { NewsTopic } from '../data/types.js';

/**
 * Article templates per news language (regions.ts newsLang). `{a}`, `{b}` are clubs of the
 * region, `{player}` one of their players, `{league}` the league, `{n}` a matchday number;
 * in an MVP post, `{a}` is the MVP's club, `{b}` its opponent and `{result}` a sentence of
 * NEWS_RESULT. Nothing here says more of a match than the league's data does.
 */

export type NewsLang = 'es' | 'it' | 'pt' | 'fr' | 'de' | 'ar';
export type NewsKind = Exclude<NewsTopic, 'external'>;

export interface NewsText {
  title: string;
  excerpt: string;
  heading: string;
  intro: string;
  items: [string, string, string];
  outro: string;
  link: string;
}

type Texts = Record<NewsKind, NewsText>;

export const NEWS_TEXT: Readonly<Record<NewsLang, Texts>> = {
  es: {
    preview: {
      title: 'Previa de la jornada {n}: {a} contra {b}',
      excerpt: 'La {league} llega a la jornada {n} con un duelo que puede cambiar la clasificación.',
      heading: 'Claves del partido',
      intro:
        '{a} y {b} se miden en la jornada {n} de la {league}. Los dos equipos llegan con la necesidad de sumar para seguir en la pelea por el playoff.',
      items: [
        'El estado de forma de {player}, decisivo en las últimas jornadas.',
        'La carta secreta que cada presidente guarda para el segundo tiempo.',
        'Los penaltis del presidente, que ya han decidido más de un partido.',
      ],
      outro: 'Sigue la clasificación actualizada en la web oficial:',
      link: 'Ver la clasificación',
    },
    mvp: {
      title: '{player}, MVP de la jornada {n}',
      excerpt: 'El jugador de {a} se lleva el premio al mejor de la jornada en la {league}.',
      heading: 'Un partido para recordar',
      intro: '{player} fue el mejor del partido entre {a} y {b}. {result}',
      items: [
        'Goles y asistencias en los momentos decisivos.',
        'Presión constante en la salida de balón rival.',
        'Liderazgo dentro y fuera del campo.',
      ],
      outro: 'Consulta todas las estadísticas de la temporada:',
      link: 'Estadísticas de jugadores',
    },
    signing: {
      title: '{a} incorpora un nuevo jugador 12',
      excerpt: 'El club refuerza su plantilla antes de la jornada {n} de la {league}.',
      heading: 'Así llega el nuevo fichaje',
      intro:
        '{a} ha anunciado la llegada de un nuevo jugador 12 para afrontar el tramo decisivo de la temporada. El equipo quiere dar un golpe ante {b}.',
      items: [
        'Llega con experiencia en fútbol 7 y fútbol sala.',
        'Puede jugar en banda y en la mediapunta.',
        'Debutará si el entrenador lo considera oportuno.',
      ],
      outro: 'Toda la información de la plantilla, en la ficha del equipo:',
      link: 'Ver la plantilla',
    },
    rules: {
      title: 'Las reglas que hacen única a la {league}',
      excerpt: 'Cartas secretas, dados y penaltis del presidente: repasamos el reglamento.',
      heading: 'El reglamento, punto por punto',
      intro:
        'Cada partido de la {league} dura dos tiempos de veinte minutos y no hay empates: si el marcador está igualado se decide en una tanda de penaltis.',
      items: [
        'Victoria: tres puntos; victoria en los penaltis: dos; derrota en los penaltis: uno.',
        'Cada presidente puede activar una carta secreta por partido.',
        'El dado del minuto 18 decide cuántos jugadores quedan en el campo.',
      ],
      outro: 'Lee el reglamento completo:',
      link: 'Reglamento oficial',
    },
  },
  it: {
    preview: {
      title: 'Verso la giornata {n}: {a} contro {b}',
      excerpt: 'La {league} arriva alla giornata {n} con una sfida che può cambiare la classifica.',
      heading: 'Le chiavi della partita',
      intro:
        '{a} e {b} si affrontano nella giornata {n} della {league}. Entrambe le squadre hanno bisogno di punti per restare in corsa per i playoff.',
      items: [
        'La forma di {player}, decisivo nelle ultime giornate.',
        'La carta segreta che ogni presidente conserva per il secondo tempo.',
        'Il rigore del presidente, che ha già deciso più di una partita.',
      ],
      outro: 'Segui la classifica aggiornata sul sito ufficiale:',
      link: 'Vai alla classifica',
    },
    mvp: {
      title: '{player} è l’MVP della giornata {n}',
      excerpt: 'Il giocatore di {a} vince il premio di migliore della giornata in {league}.',
      heading: 'Una partita da ricordare',
      intro: '{player} è stato il migliore nella sfida tra {a} e {b}. {result}',
      items: [
        'Gol e assist nei momenti decisivi.',
        'Pressing continuo sulla costruzione avversaria.',
        'Leadership dentro e fuori dal campo.',
      ],
      outro: 'Consulta tutte le statistiche della stagione:',
      link: 'Statistiche dei giocatori',
    },
    signing: {
      title: '{a} ingaggia un nuovo giocatore 12',
      excerpt: 'Il club rinforza la rosa prima della giornata {n} della {league}.',
      heading: 'Chi è il nuovo arrivato',
      intro:
        '{a} ha annunciato l’arrivo di un nuovo giocatore 12 per la fase decisiva della stagione. La squadra vuole fare la differenza contro {b}.',
      items: [
        'Arriva con esperienza nel calcio a 7 e nel futsal.',
        'Può giocare sulla fascia o da trequartista.',
        'Debutterà se l’allenatore lo riterrà pronto.',
      ],
      outro: 'Tutte le informazioni sulla rosa nella scheda della squadra:',
      link: 'Vedi la rosa',
    },
    rules: {
      title: 'Le regole che rendono unica la {league}',
      excerpt: 'Carte segrete, dadi e rigori del presidente: ripassiamo il regolamento.',
      heading: 'Il regolamento, punto per punto',
      intro:
        'Ogni partita della {league} dura due tempi da venti minuti e non esiste il pareggio: in caso di parità si va ai rigori.',
      items: [
        'Vittoria: tre punti; vittoria ai rigori: due; sconfitta ai rigori: uno.',
        'Ogni presidente può attivare una carta segreta a partita.',
        'Il dado del minuto 18 decide quanti giocatori restano in campo.',
      ],
      outro: 'Leggi il regolamento completo:',
      link: 'Regolamento ufficiale',
    },
  },
  pt: {
    preview: {
      title: 'Prévia da rodada {n}: {a} contra {b}',
      excerpt: 'A {league} chega à rodada {n} com um confronto que pode mudar a classificação.',
      heading: 'As chaves do jogo',
      intro:
        '{a} e {b} se enfrentam na rodada {n} da {league}. As duas equipes precisam pontuar para seguir na briga pelos playoffs.',
      items: [
        'A fase de {player}, decisivo nas últimas rodadas.',
        'A carta secreta que cada presidente guarda para o segundo tempo.',
        'O pênalti do presidente, que já decidiu mais de um jogo.',
      ],
      outro: 'Acompanhe a classificação atualizada no site oficial:',
      link: 'Ver a classificação',
    },
    mvp: {
      title: '{player} é o MVP da rodada {n}',
      excerpt: 'O jogador do {a} leva o prêmio de melhor da rodada na {league}.',
      heading: 'Uma partida para lembrar',
      intro: '{player} foi o melhor em campo no jogo entre {a} e {b}. {result}',
      items: [
        'Gols e assistências nos momentos decisivos.',
        'Pressão constante na saída de bola adversária.',
        'Liderança dentro e fora de campo.',
      ],
      outro: 'Confira todas as estatísticas da temporada:',
      link: 'Estatísticas dos jogadores',
    },
    signing: {
      title: '{a} anuncia um novo jogador 12',
      excerpt: 'O clube reforça o elenco antes da rodada {n} da {league}.',
      heading: 'Quem é o reforço',
      intro:
        '{a} anunciou a chegada de um novo jogador 12 para a reta decisiva da temporada. O time quer surpreender contra o {b}.',
      items: [
        'Chega com experiência no futebol 7 e no futsal.',
        'Pode jogar pelas pontas ou como meia.',
        'Estreia se o treinador achar oportuno.',
      ],
      outro: 'Todas as informações do elenco na página do time:',
      link: 'Ver o elenco',
    },
    rules: {
      title: 'As regras que tornam a {league} única',
      excerpt: 'Cartas secretas, dados e pênalti do presidente: revisamos o regulamento.',
      heading: 'O regulamento, ponto a ponto',
      intro:
        'Cada partida da {league} tem dois tempos de vinte minutos e não existe empate: em caso de igualdade, a decisão vai para os pênaltis.',
      items: [
        'Vitória: três pontos; vitória nos pênaltis: dois; derrota nos pênaltis: um.',
        'Cada presidente pode ativar uma carta secreta por jogo.',
        'O dado do minuto 18 decide quantos jogadores ficam em campo.',
      ],
      outro: 'Leia o regulamento completo:',
      link: 'Regulamento oficial',
    },
  },
  fr: {
    preview: {
      title: 'Avant-match de la journée {n} : {a} contre {b}',
      excerpt: 'La {league} arrive à la journée {n} avec un choc qui peut bouleverser le classement.',
      heading: 'Les clés du match',
      intro:
        '{a} et {b} s’affrontent lors de la journée {n} de la {league}. Les deux équipes doivent prendre des points pour rester dans la course aux play-offs.',
      items: [
        'La forme de {player}, décisif lors des dernières journées.',
        'La carte secrète que chaque président garde pour la seconde période.',
        'Le penalty du président, qui a déjà fait basculer plusieurs matchs.',
      ],
      outro: 'Suivez le classement à jour sur le site officiel :',
      link: 'Voir le classement',
    },
    mvp: {
      title: '{player}, MVP de la journée {n}',
      excerpt: 'Le joueur de {a} est élu meilleur joueur de la journée en {league}.',
      heading: 'Un match à retenir',
      intro: '{player} a été le meilleur joueur du match entre {a} et {b}. {result}',
      items: [
        'Des buts et des passes décisives aux moments clés.',
        'Un pressing constant sur la relance adverse.',
        'Un leader sur et en dehors du terrain.',
      ],
      outro: 'Retrouvez toutes les statistiques de la saison :',
      link: 'Statistiques des joueurs',
    },
    signing: {
      title: '{a} recrute un nouveau joueur 12',
      excerpt: 'Le club renforce son effectif avant la journée {n} de la {league}.',
      heading: 'Le profil de la recrue',
      intro:
        '{a} annonce l’arrivée d’un nouveau joueur 12 pour la fin de saison. L’équipe veut frapper fort face à {b}.',
      items: [
        'Il arrive avec de l’expérience en foot à 7 et en futsal.',
        'Il peut jouer sur un côté ou en meneur.',
        'Il débutera si l’entraîneur le juge prêt.',
      ],
      outro: 'Toutes les informations sur l’effectif dans la fiche de l’équipe :',
      link: 'Voir l’effectif',
    },
    rules: {
      title: 'Les règles qui rendent la {league} unique',
      excerpt: 'Cartes secrètes, dés et penalty du président : on révise le règlement.',
      heading: 'Le règlement, point par point',
      intro:
        'Chaque match de la {league} se joue en deux mi-temps de vingt minutes et il n’y a pas de match nul : en cas d’égalité, place aux tirs au but.',
      items: [
        'Victoire : trois points ; victoire aux tirs au but : deux ; défaite aux tirs au but : un.',
        'Chaque président peut activer une carte secrète par match.',
        'Le dé de la 18e minute décide du nombre de joueurs sur le terrain.',
      ],
      outro: 'Lisez le règlement complet :',
      link: 'Règlement officiel',
    },
  },
  de: {
    preview: {
      title: 'Vorschau auf Spieltag {n}: {a} gegen {b}',
      excerpt: 'Die {league} erreicht Spieltag {n} mit einem Duell, das die Tabelle verändern kann.',
      heading: 'Die Schlüssel zum Spiel',
      intro:
        '{a} und {b} treffen am Spieltag {n} der {league} aufeinander. Beide Teams brauchen Punkte, um im Rennen um die Playoffs zu bleiben.',
      items: [
        'Die Form von {player}, zuletzt oft entscheidend.',
        'Die geheime Karte, die jeder Präsident für die zweite Halbzeit aufhebt.',
        'Der Präsidentenelfmeter, der schon mehrere Spiele entschieden hat.',
      ],
      outro: 'Die aktuelle Tabelle gibt es auf der offiziellen Seite:',
      link: 'Zur Tabelle',
    },
    mvp: {
      title: '{player} ist MVP des {n}. Spieltags',
      excerpt: 'Der Spieler von {a} wird zum besten Spieler des Spieltags der {league} gewählt.',
      heading: 'Ein Spiel zum Erinnern',
      intro: '{player} war der beste Spieler der Partie zwischen {a} und {b}. {result}',
      items: [
        'Tore und Vorlagen in den entscheidenden Momenten.',
        'Ständiges Pressing gegen den Spielaufbau des Gegners.',
        'Führungsstärke auf und neben dem Platz.',
      ],
      outro: 'Alle Statistiken der Saison findest du hier:',
      link: 'Spielerstatistiken',
    },
    signing: {
      title: '{a} verpflichtet einen neuen 12. Spieler',
      excerpt: 'Der Klub verstärkt seinen Kader vor Spieltag {n} der {league}.',
      heading: 'Das ist der Neuzugang',
      intro:
        '{a} hat einen neuen 12. Spieler für die entscheidende Phase der Saison vorgestellt. Gegen {b} soll er den Unterschied machen.',
      items: [
        'Er bringt Erfahrung aus dem Kleinfeld- und Hallenfußball mit.',
        'Er kann auf dem Flügel und im offensiven Mittelfeld spielen.',
        'Er debütiert, sobald der Trainer ihn für bereit hält.',
      ],
      outro: 'Alle Infos zum Kader auf der Teamseite:',
      link: 'Zum Kader',
    },
    rules: {
      title: 'Die Regeln, die die {league} einzigartig machen',
      excerpt: 'Geheime Karten, Würfel und der Präsidentenelfmeter: Wir gehen das Regelwerk durch.',
      heading: 'Das Regelwerk im Überblick',
      intro:
        'Jedes Spiel der {league} dauert zwei Halbzeiten zu je zwanzig Minuten, und es gibt kein Unentschieden: Bei Gleichstand entscheidet ein Elfmeterschießen.',
      items: [
        'Sieg: drei Punkte; Sieg im Elfmeterschießen: zwei; Niederlage im Elfmeterschießen: einer.',
        'Jeder Präsident kann pro Spiel eine geheime Karte aktivieren.',
        'Der Würfel in Minute 18 entscheidet, wie viele Spieler auf dem Feld bleiben.',
      ],
      outro: 'Hier geht es zum vollständigen Regelwerk:',
      link: 'Offizielles Regelwerk',
    },
  },
  ar: {
    preview: {
      title: 'تقديم الجولة {n}: {a} ضد {b}',
      excerpt: 'تصل {league} إلى الجولة {n} بمواجهة قد تغيّر جدول الترتيب.',
      heading: 'مفاتيح المباراة',
      intro: 'يلتقي {a} و{b} في الجولة {n} من {league}. يحتاج الفريقان إلى النقاط للبقاء في سباق الأدوار الإقصائية.',
      items: [
        'مستوى {player}، الحاسم في الجولات الأخيرة.',
        'البطاقة السرية التي يحتفظ بها كل رئيس للشوط الثاني.',
        'ركلة جزاء الرئيس التي حسمت أكثر من مباراة.',
      ],
      outro: 'تابع جدول الترتيب المحدّث على الموقع الرسمي:',
      link: 'عرض الترتيب',
    },
    mvp: {
      title: '{player} أفضل لاعب في الجولة {n}',
      excerpt: 'لاعب {a} يتوّج بجائزة أفضل لاعب في جولة {league}.',
      heading: 'مباراة لا تُنسى',
      intro: 'كان {player} الأفضل في مباراة {a} و{b}. {result}',
      items: [
        'أهداف وتمريرات حاسمة في اللحظات الفاصلة.',
        'ضغط متواصل على بناء لعب المنافس.',
        'قيادة داخل الملعب وخارجه.',
      ],
      outro: 'اطّلع على جميع إحصاءات الموسم:',
      link: 'إحصاءات اللاعبين',
    },
    signing: {
      title: '{a} يضم لاعبًا جديدًا في المركز 12',
      excerpt: 'النادي يعزز صفوفه قبل الجولة {n} من {league}.',
      heading: 'من هو الوافد الجديد',
      intro:
        'أعلن {a} عن التعاقد مع لاعب جديد في المركز 12 للمرحلة الحاسمة من الموسم، ويأمل الفريق أن يصنع الفارق أمام {b}.',
      items: [
        'يملك خبرة في كرة القدم السباعية وكرة الصالات.',
        'يمكنه اللعب على الأطراف أو صانعًا للألعاب.',
        'سيشارك عندما يرى المدرب أنه جاهز.',
      ],
      outro: 'كل المعلومات عن التشكيلة في صفحة الفريق:',
      link: 'عرض التشكيلة',
    },
    rules: {
      title: 'القوانين التي تجعل {league} فريدة',
      excerpt: 'بطاقات سرية ونرد وركلة جزاء الرئيس: نراجع اللائحة.',
      heading: 'اللائحة نقطة بنقطة',
      intro:
        'تُلعب كل مباراة في {league} على شوطين مدة كل منهما عشرون دقيقة، ولا يوجد تعادل: عند التساوي تُحسم المباراة بركلات الترجيح.',
      items: [
        'الفوز: ثلاث نقاط؛ الفوز بركلات الترجيح: نقطتان؛ الخسارة بركلات الترجيح: نقطة.',
        'يمكن لكل رئيس تفعيل بطاقة سرية واحدة في كل مباراة.',
        'نرد الدقيقة 18 يحدد عدد اللاعبين في الملعب.',
      ],
      outro: 'اقرأ اللائحة الكاملة:',
      link: 'اللائحة الرسمية',
    },
  },
};

/**
 * The women's leagues' posts where a language writes players by their gender: the Queens League
 * publishes news in Spanish only (regions.ts newsLang).
 */
export const WOMEN_TEXT: Readonly<Partial<Record<NewsLang, Partial<Texts>>>> = {
  es: {
    preview: {
      ...NEWS_TEXT.es.preview,
      items: [
        'El estado de forma de {player}, decisiva en las últimas jornadas.',
        NEWS_TEXT.es.preview.items[1],
        NEWS_TEXT.es.preview.items[2],
      ],
    },
    mvp: {
      ...NEWS_TEXT.es.mvp,
      excerpt: 'La jugadora de {a} se lleva el premio a la mejor de la jornada en la {league}.',
      intro: '{player} fue la mejor del partido entre {a} y {b}. {result}',
      link: 'Estadísticas de jugadoras',
    },
    signing: {
      ...NEWS_TEXT.es.signing,
      title: '{a} incorpora una nueva jugadora 12',
      intro:
        '{a} ha anunciado la llegada de una nueva jugadora 12 para afrontar el tramo decisivo de la temporada. El equipo quiere dar un golpe ante {b}.',
      items: [
        'Llega con experiencia en fútbol 7 y fútbol sala.',
        'Puede jugar en banda y en la mediapunta.',
        'Debutará si el cuerpo técnico la considera preparada.',
      ],
    },
    rules: {
      ...NEWS_TEXT.es.rules,
      items: [
        NEWS_TEXT.es.rules.items[0],
        NEWS_TEXT.es.rules.items[1],
        'El dado del minuto 18 decide cuántas jugadoras quedan en el campo.',
      ],
    },
  },
};

/** A news language's templates for a context's posts. */
export function textsFor(context: WebContext, lang: NewsLang): Texts {
  return context === 'queens' ? { ...NEWS_TEXT[lang], ...WOMEN_TEXT[lang] } : NEWS_TEXT[lang];
}

export type NewsOutcome = 'won' | 'lost' | 'wonShootout' | 'lostShootout';

/**
 * How the MVP's match ended for their club: `{score}` its goals first, `{shootout}` the
 * shoot-out of a drawn match. An MVP may come from the side that lost.
 */
export const NEWS_RESULT: Readonly<Record<NewsLang, Record<NewsOutcome, string>>> = {
  es: {
    won: 'Su equipo ganó {score}.',
    lost: 'Su equipo perdió {score}, pero su actuación no pasó desapercibida.',
    wonShootout: 'Su equipo empató {score} y ganó en los penaltis ({shootout}).',
    lostShootout: 'Su equipo empató {score} y cayó en los penaltis ({shootout}).',
  },
  it: {
    won: 'La sua squadra ha vinto {score}.',
    lost: 'La sua squadra ha perso {score}, ma la sua prestazione non è passata inosservata.',
    wonShootout: 'La sua squadra ha pareggiato {score} e ha vinto ai rigori ({shootout}).',
    lostShootout: 'La sua squadra ha pareggiato {score} e ha perso ai rigori ({shootout}).',
  },
  pt: {
    won: 'O time venceu por {score}.',
    lost: 'O time perdeu por {score}, mas a atuação não passou despercebida.',
    wonShootout: 'O time empatou em {score} e venceu nos pênaltis ({shootout}).',
    lostShootout: 'O time empatou em {score} e perdeu nos pênaltis ({shootout}).',
  },
  fr: {
    won: 'Son équipe s’est imposée {score}.',
    lost: 'Son équipe s’est inclinée {score}, mais sa performance n’est pas passée inaperçue.',
    wonShootout: 'Son équipe a fait match nul {score} avant de s’imposer aux tirs au but ({shootout}).',
    lostShootout: 'Son équipe a fait match nul {score} avant de s’incliner aux tirs au but ({shootout}).',
  },
  de: {
    won: 'Sein Team gewann {score}.',
    lost: 'Sein Team verlor {score}, doch seine Leistung blieb nicht unbemerkt.',
    wonShootout: 'Nach einem {score} gewann sein Team das Elfmeterschießen ({shootout}).',
    lostShootout: 'Nach einem {score} verlor sein Team das Elfmeterschießen ({shootout}).',
  },
  ar: {
    won: 'فاز فريقه بنتيجة {score}.',
    lost: 'خسر فريقه بنتيجة {score}، لكن أداءه لم يمر دون أن يُلاحظ.',
    wonShootout: 'تعادل فريقه {score} ثم فاز بركلات الترجيح ({shootout}).',
    lostShootout: 'تعادل فريقه {score} ثم خسر بركلات الترجيح ({shootout}).',
  },
};
