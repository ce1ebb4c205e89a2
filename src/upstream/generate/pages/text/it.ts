import type { PageTexts } from '../structure.js';

export const IT: PageTexts = {
  faqs: {
    title: 'Domande frequenti',
    intro:
      'Tutto quello che c’è da sapere sulla {league}: come funziona una partita, come si decide la classifica, come nascono le rose e come seguire le partite in diretta o dagli spalti.',
    topics: {
      league: 'La lega',
      rules: 'Le regole',
      players: ['Giocatori e rose', 'Giocatrici e rose'],
      tickets: 'Partite, biglietti e calendario',
      media: 'Stampa e contatti',
    },
    questions: {
      'what-is': {
        q: 'Che cos’è la {league}?',
        a: [
          'Una competizione di calcio a 7 con {teams} club, ognuno guidato da un presidente del mondo dello streaming e dello sport. Le partite sono brevi, veloci e piene di regole che non si vedono da nessun’altra parte, e vanno tutte in diretta.',
        ],
      },
      format: {
        q: 'Come è organizzata la stagione?',
        a: [
          'I {teams} club si affrontano una volta in {matchdays} giornate. Le prime {playoff} della classifica vanno ai quarti di finale (1ª contro 8ª, 2ª contro 7ª, 3ª contro 6ª, 4ª contro 5ª), poi semifinali e finale, tutte in gara secca.',
        ],
      },
      points: {
        q: 'Quanti punti vale una vittoria?',
        a: [
          'Nessuna partita finisce in pareggio. Vincere nei tempi regolamentari vale {win} punti. Se dopo {minutes} minuti il punteggio è in parità, decide una serie di shoot-out: chi vince prende {shootoutWin} punti, chi perde {shootoutLoss}. Una sconfitta nei tempi regolamentari vale {loss}.',
          'A parità di punti contano la differenza reti e poi i gol segnati.',
        ],
      },
      'where-to-watch': {
        q: 'Dove posso vedere le partite?',
        a: [
          'Ogni partita va in diretta gratuita sui canali YouTube e Twitch della lega e sui canali dei presidenti. La pagina delle partite di questo sito segue il risultato minuto per minuto.',
        ],
      },
      'match-length': {
        q: 'Quanto dura una partita?',
        a: [
          'Due tempi da {half} minuti, {minutes} minuti in tutto, con un breve intervallo. Il cronometro non si ferma mai, quindi una partita, intervallo compreso, dura di solito meno di un’ora.',
        ],
      },
      'secret-cards': {
        q: 'Che cosa sono le carte segrete?',
        a: [
          'Prima di ogni partita ogni presidente sceglie una carta segreta, che resta coperta finché non viene giocata. Le carte possono assegnare un rigore, far valere doppio i gol per due minuti, espellere un avversario per due minuti o annullare la carta dell’altra squadra. Ogni squadra può giocare la sua carta una volta a partita.',
        ],
      },
      'presidents-penalty': {
        q: 'Che cos’è il rigore del presidente?',
        a: [
          'Una volta a stagione ogni presidente può entrare in campo e calciare un rigore contro il portiere avversario. Può chiederlo in qualsiasi momento della partita, e più di un risultato è stato deciso così.',
        ],
      },
      'shoot-out': {
        q: 'Come funzionano gli shoot-out?',
        a: [
          [
            'Ogni tiratore parte con il pallone da metà campo e ha cinque secondi per battere il portiere, che può uscire dalla porta. Cinque tiratori per squadra, poi a oltranza finché una squadra non sbaglia.',
            'Ogni tiratrice parte con il pallone da metà campo e ha cinque secondi per battere la portiera, che può uscire dalla porta. Cinque tiratrici per squadra, poi a oltranza finché una squadra non sbaglia.',
          ],
        ],
      },
      dice: {
        q: 'Che cosa decide il dado?',
        a: [
          [
            'Al 18º minuto del secondo tempo si lancia un dado in campo. Il numero decide quanti giocatori di movimento tiene ogni squadra negli ultimi minuti: una partita può finire con un frenetico uno contro uno.',
            'Al 18º minuto del secondo tempo si lancia un dado in campo. Il numero decide quante giocatrici di movimento tiene ogni squadra negli ultimi minuti: una partita può finire con un frenetico una contro una.',
          ],
        ],
      },
      draft: {
        q: 'Come si formano le rose?',
        a: [
          [
            'Ogni club sceglie {drafted} giocatori nel draft che si tiene prima della stagione, a turno, tra chi ha superato i provini. L’ordine del primo giro è sorteggiato e si inverte a ogni giro successivo.',
            'Ogni club sceglie {drafted} giocatrici nel draft che si tiene prima della stagione, a turno, tra chi ha superato i provini. L’ordine del primo giro è sorteggiato e si inverte a ogni giro successivo.',
          ],
        ],
      },
      'twelfth-player': {
        q: ['Chi sono il 12º e il 13º giocatore?', 'Chi sono la 12ª e la 13ª giocatrice?'],
        a: [
          [
            'Oltre ai {drafted} scelti nel draft, ogni club ingaggia un 12º e un 13º giocatore fuori dal draft: spesso ex professionisti od ospiti famosi. Completano una rosa di {squad} e possono cambiare durante la stagione nelle finestre di tesseramento fissate dalla lega.',
            'Oltre alle {drafted} scelte nel draft, ogni club ingaggia una 12ª e una 13ª giocatrice fuori dal draft: spesso ex professioniste od ospiti famose. Completano una rosa di {squad} e possono cambiare durante la stagione nelle finestre di tesseramento fissate dalla lega.',
          ],
        ],
      },
      tryouts: {
        q: 'Come posso giocare nella lega?',
        a: [
          'Prima di ogni stagione la lega apre le iscrizioni ai provini, annunciate sui suoi social e su questo sito. I migliori profili dei provini entrano nel draft, dove i club scelgono le loro rose.',
        ],
      },
      'buy-tickets': {
        q: 'Come compro i biglietti?',
        a: [
          'Dove i biglietti sono in vendita, la pagina Biglietti della regione mostra le prossime partite all’arena con il link alla biglietteria ufficiale. Compra solo lì: i biglietti dei rivenditori possono essere annullati senza rimborso.',
        ],
      },
      'kick-off-times': {
        q: 'In quale fuso orario sono indicati gli orari?',
        a: [
          'Sempre nel fuso orario della regione, qualunque sia la lingua della pagina. La pagina delle partite indica quale, e gli abbonamenti al calendario convertono gli orari nel fuso del tuo dispositivo.',
        ],
      },
      calendar: {
        q: 'Posso aggiungere le partite al mio calendario?',
        a: [
          'Sì. La pagina delle partite, quella di ogni squadra e quella dei biglietti hanno il link «Aggiungi al calendario». Iscriviti una volta e il calendario si aggiorna da solo, con il risultato finale dopo ogni partita.',
        ],
      },
      accreditation: {
        q: 'Come si accreditano i giornalisti?',
        a: [
          'I media riconosciuti possono chiedere l’accredito per ogni giornata almeno {deadline} ore prima del fischio d’inizio, dalla pagina Accrediti media dove la regione ce l’ha, oppure scrivendo a {press}.',
        ],
      },
      contact: {
        q: 'Come posso contattare la lega?',
        a: [
          'La pagina Contatti raccoglie gli indirizzi per stampa, aziende, partner e tifosi. Per domande su una partita o un biglietto scrivi a {fans}.',
        ],
      },
    },
  },
  regulation: {
    title: 'Regolamento',
    intro:
      'Le regole della {league} per la stagione in corso. Il Comitato di Competizione pubblica ogni modifica in una circolare ufficiale prima che entri in vigore.',
    sections: {
      competition: {
        title: 'La competizione',
        articles: [
          'Alla {league} partecipano {teams} club. Nella stagione regolare ogni club affronta una volta tutti gli altri, in {matchdays} giornate.',
          'Le prime {playoff} della classifica si qualificano ai quarti di finale: 1ª contro 8ª, 4ª contro 5ª, 2ª contro 7ª e 3ª contro 6ª. Le vincenti giocano semifinali e finale. Ogni turno dei playoff è in gara secca.',
        ],
      },
      points: {
        title: 'Punti e classifica',
        articles: [
          'Una vittoria nei tempi regolamentari vale {win} punti. Una partita in parità va agli shoot-out: chi vince ottiene {shootoutWin} punti e chi perde {shootoutLoss}. Una sconfitta nei tempi regolamentari vale {loss}.',
          'A parità di punti contano la differenza reti e poi i gol segnati. In caso di ulteriore parità decide un sorteggio del Comitato di Competizione.',
        ],
      },
      match: {
        title: 'La partita',
        articles: [
          [
            'Ogni squadra schiera un portiere e sei giocatori di movimento. La partita dura due tempi da {half} minuti, con cronometro sempre in corsa.',
            'Ogni squadra schiera una portiera e sei giocatrici di movimento. La partita dura due tempi da {half} minuti, con cronometro sempre in corsa.',
          ],
          'Le sostituzioni sono illimitate e volanti, dalla zona della propria squadra. Le rimesse laterali si battono con i piedi e non c’è fuorigioco.',
        ],
      },
      dice: {
        title: 'Il dado',
        articles: [
          [
            'Al 18º minuto del secondo tempo l’arbitro lancia un dado. Il numero, da uno a sei, stabilisce quanti giocatori di movimento tiene ogni squadra fino al fischio finale.',
            'Al 18º minuto del secondo tempo l’arbitro lancia un dado. Il numero, da uno a sei, stabilisce quante giocatrici di movimento tiene ogni squadra fino al fischio finale.',
          ],
        ],
      },
      'secret-cards': {
        title: 'Carte segrete',
        articles: [
          'Prima del calcio d’inizio ogni presidente sceglie una carta segreta dal mazzo della lega e la consegna al quarto uomo. Resta coperta finché non viene giocata.',
          'La carta si può giocare una volta a partita, a gioco fermo, e ha effetto immediato. Il mazzo comprende un rigore, il gol doppio (i gol valgono doppio per due minuti), l’esclusione di un avversario per due minuti e l’annullamento della carta avversaria.',
        ],
      },
      'presidents-penalty': {
        title: 'Il rigore del presidente',
        articles: [
          'Ogni presidente può calciare un rigore a stagione. Lo comunica all’arbitro a gioco fermo e lo batte dal dischetto contro il portiere avversario; la ribattuta non è valida.',
        ],
      },
      'shoot-out': {
        title: 'Gli shoot-out',
        articles: [
          [
            'Una partita in parità al termine si decide agli shoot-out. Ogni tiratore parte da metà campo con il pallone e ha cinque secondi per segnare; il portiere può uscire dalla linea.',
            'Una partita in parità al termine si decide agli shoot-out. Ogni tiratrice parte da metà campo con il pallone e ha cinque secondi per segnare; la portiera può uscire dalla linea.',
          ],
          'Ogni squadra tira cinque volte, alternandosi. In caso di ulteriore parità si prosegue a oltranza.',
        ],
      },
      squads: {
        title: 'Rose',
        articles: [
          [
            'Ogni club tessera {drafted} giocatori scelti nel draft, più un 12º e un 13º giocatore ingaggiati fuori dal draft, per una rosa di {squad}.',
            'Ogni club tessera {drafted} giocatrici scelte nel draft, più una 12ª e una 13ª giocatrice ingaggiate fuori dal draft, per una rosa di {squad}.',
          ],
          'Nel draft i club scelgono a turno; l’ordine del primo giro è sorteggiato e si inverte a ogni giro successivo. Le sostituzioni del 12º e del 13º posto sono possibili solo nelle finestre di tesseramento annunciate con circolare.',
        ],
      },
      discipline: {
        title: 'Disciplina',
        articles: [
          [
            'Un cartellino giallo costa due minuti fuori dal campo; la squadra gioca con un uomo in meno fino allo scadere. Con un cartellino rosso il giocatore non può più rientrare, e la squadra resta in inferiorità per cinque minuti prima che entri un compagno.',
            'Un cartellino giallo costa due minuti fuori dal campo; la squadra gioca con una giocatrice in meno fino allo scadere. Con un cartellino rosso la giocatrice non può più rientrare, e la squadra resta in inferiorità per cinque minuti prima che entri una compagna.',
          ],
          'Le altre sanzioni sono decise dal Comitato di Competizione e pubblicate con circolare.',
        ],
      },
      committee: {
        title: 'Comitato di Competizione',
        articles: [
          'Il Comitato di Competizione applica questo regolamento, decide i casi che non prevede ed esamina i ricorsi, che i club presentano per iscritto entro 48 ore dalla partita.',
        ],
      },
    },
  },
  accreditation: {
    title: 'Accrediti media',
    intro:
      'L’accredito dà ai professionisti dei media l’accesso all’arena, alla sala stampa e alla zona mista per una giornata della {league}.',
    sections: {
      who: {
        title: 'Chi può fare richiesta',
        body: [
          'Giornalisti, fotografi, operatori video e content creator che seguono la lega per una testata, un’agenzia o un canale con un pubblico regolare.',
        ],
      },
      requirements: {
        title: 'Requisiti',
        body: ['Ogni richiesta è personale e vale per una giornata. Tieni a portata di mano:'],
        list: [
          'un tesserino stampa valido o una lettera della redazione su carta intestata',
          'un documento d’identità',
          'link a lavori recenti sul calcio o sulla lega',
          'per fotografi e operatori, l’attrezzatura che porterai',
        ],
      },
      deadlines: {
        title: 'Scadenze',
        body: [
          'Le richieste si chiudono {deadline} ore prima della prima partita di ogni giornata. Le date qui sotto seguono il calendario attuale; le richieste in ritardo non sono accettate.',
        ],
      },
      process: {
        title: 'Come funziona',
        body: [
          'Compila il modulo di accredito e allega i documenti. L’ufficio stampa risponde a ogni richiesta via email almeno 24 ore prima della giornata; se è accettata, la conferma indica l’orario di accesso e l’ingresso da usare.',
        ],
      },
      'on-site': {
        title: 'Il giorno della partita',
        body: [
          'Ritira il pass al desk media con il tuo documento d’identità. Le interviste si fanno in zona mista dopo il fischio finale. Domande prima o dopo la giornata: {press}.',
        ],
      },
    },
  },
  contact: {
    title: 'Contatti',
    intro:
      'Scrivi al team che può aiutarti: ogni indirizzo viene letto tutti i giorni lavorativi e rispondiamo entro due giorni lavorativi.',
    channels: {
      press: { title: 'Stampa', text: 'Richieste di interviste, informazioni per giornalisti e accrediti.' },
      commercial: { title: 'Aziende', text: 'Sponsorizzazioni, pubblicità, diritti televisivi e licenze.' },
      partners: { title: 'Partner', text: 'Marchi, club e creator che vogliono collaborare con la lega.' },
      fans: { title: 'Tifosi', text: 'Domande su partite, biglietti, arena e sito.' },
    },
  },
  tickets: {
    title: 'Biglietti',
    intro:
      'Ogni giornata della {league} si gioca davanti al pubblico della {arena}. Ecco le prossime partite, come arrivare e cosa sapere prima di andare.',
    sections: {
      'how-to-buy': {
        title: 'Come acquistarli',
        body: [
          'I biglietti sono in vendita sulla biglietteria ufficiale circa due settimane prima di ogni giornata, per singola partita o come pass per tutta la giornata. Sono digitali: mostra il QR code dal telefono all’ingresso.',
        ],
        list: [
          'i bambini sotto i 4 anni entrano gratis senza posto a sedere',
          'i biglietti non sono rimborsabili, ma si possono trasferire a un altro tifoso dalla biglietteria',
          'i biglietti acquistati da rivenditori possono essere annullati',
        ],
      },
      'at-the-arena': {
        title: 'All’arena',
        body: [
          'I cancelli aprono un’ora prima della prima partita. Non sono ammesse borse più grandi di un foglio A4 e non c’è guardaroba. Dentro si trovano cibo e bevande; bandiere e striscioni senza aste sono i benvenuti.',
        ],
      },
      accessibility: {
        title: 'Accessibilità',
        body: [
          'L’arena ha posti per sedie a rotelle con un posto per l’accompagnatore, accessi senza gradini e bagni attrezzati. Prenotali in biglietteria scegliendo il settore accessibile, e scrivi a {fans} se ti serve altro.',
        ],
      },
    },
    gettingThere: {
      title: 'Come arrivare',
      intro: 'L’arena è ben collegata con i mezzi pubblici, il modo più rapido per arrivare nei giorni di partita:',
      modes: { metro: 'Metro:', train: 'Treno:', bus: 'Autobus:', car: 'In auto:' },
    },
  },
};
