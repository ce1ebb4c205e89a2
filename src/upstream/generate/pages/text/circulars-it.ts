import type { CircularText } from '../circulars.js';

/** The Competition Committee's notices, as issued to the clubs; the newest is a few days old. */
export const CIRCOLARI_IT: readonly CircularText[] = [
  {
    daysAgo: 6,
    title: 'Finestra di tesseramento per il 12º e il 13º giocatore',
    summary:
      'I club possono sostituire il 12º e il 13º giocatore entro le 12:00 del giovedì che precede la prossima giornata.',
    body: [
      'Il Comitato di Competizione apre la seconda finestra di tesseramento della stagione per i posti 12 e 13 di ogni rosa.',
      'I nuovi tesseramenti vanno comunicati per iscritto alla lega, con la scheda del giocatore e un documento d’identità, entro il giovedì alle 12:00. Un giocatore svincolato non può tesserarsi con un altro club nella stessa stagione.',
    ],
  },
  {
    daysAgo: 20,
    title: 'Provvedimenti disciplinari della giornata',
    summary: 'Decisioni sui cartellini rossi dell’ultima giornata e promemoria sulla somma delle ammonizioni.',
    body: [
      'Esaminati i referti arbitrali, il Comitato di Competizione infligge una giornata di squalifica ai due giocatori espulsi con rosso diretto nell’ultima giornata.',
      'Si ricorda ai club che cinque ammonizioni comportano una giornata di squalifica, da scontare nella giornata successiva.',
    ],
  },
  {
    daysAgo: 35,
    title: 'Chiarimenti sull’uso delle carte segrete',
    summary: 'La carta si consegna al quarto uomo prima del calcio d’inizio e si gioca solo a gioco fermo.',
    body: [
      'In risposta alle richieste ricevute, il Comitato ricorda che ogni presidente consegna la propria carta segreta al quarto uomo prima del fischio d’inizio e che la carta si attiva solo a gioco fermo.',
      'Una carta annullata dalla carta avversaria si considera giocata. L’effetto del gol doppio termina dopo due minuti di cronometro anche a gioco fermo.',
    ],
  },
  {
    daysAgo: 50,
    title: 'Variazione di orario per esigenze televisive',
    summary: 'Una partita della prossima giornata anticipa il calcio d’inizio; il resto del calendario non cambia.',
    body: [
      'Su richiesta della piattaforma di trasmissione, e con l’accordo dei due club, una partita della prossima giornata anticipa il calcio d’inizio di trenta minuti.',
      'Il nuovo orario è già riportato nel calendario ufficiale del sito e negli abbonamenti al calendario. I biglietti acquistati restano validi.',
    ],
  },
  {
    daysAgo: 70,
    title: 'Protocollo di accesso all’arena per i club',
    summary: 'Orari di arrivo, accrediti dello staff e regole della panchina nei giorni di partita.',
    body: [
      'Ogni club può accreditare al massimo dodici persone dello staff per giornata, oltre alla rosa. Gli accrediti si ritirano all’ingresso squadre fino a novanta minuti prima della prima partita.',
      'In panchina possono stare solo il presidente, lo staff tecnico tesserato e i giocatori convocati.',
    ],
  },
  {
    daysAgo: 98,
    title: 'Calendario ufficiale della stagione',
    summary: 'Pubblicazione del calendario della stagione regolare e delle date dei playoff.',
    body: [
      'Il Comitato di Competizione pubblica il calendario completo della stagione regolare della {league}, con date e orari di tutte le giornate.',
      'Quarti di finale, semifinali e finale si giocheranno nelle settimane successive all’ultima giornata, nelle date indicate in allegato.',
    ],
  },
  {
    daysAgo: 135,
    title: 'Esito del draft e rose tesserate',
    summary: 'Elenco dei giocatori scelti da ogni club nel draft della stagione.',
    body: [
      'Si pubblicano l’ordine di scelta e l’elenco dei giocatori scelti da ogni club nel draft svolto alla presenza di un notaio.',
      'I club hanno dieci giorni per tesserare il 12º e il 13º giocatore e completare così le rose.',
    ],
  },
  {
    daysAgo: 175,
    title: 'Regole del draft della stagione',
    summary: 'Sorteggio dell’ordine di scelta, numero di giri e scadenze per i club.',
    body: [
      'L’ordine del primo giro del draft sarà deciso con un sorteggio pubblico; a ogni giro successivo l’ordine si inverte.',
      'Ogni club sceglie undici giocatori tra quelli che hanno superato i provini. Un club che non sceglie nel tempo previsto perde il turno in quel giro.',
    ],
  },
  {
    daysAgo: 240,
    title: 'Provini per la nuova stagione',
    summary: 'Iscrizioni aperte per i giocatori che vogliono partecipare al draft.',
    body: [
      'La lega apre le iscrizioni ai provini per il draft della prossima stagione della {league}. Possono iscriversi giocatori maggiorenni, con o senza esperienza in federazione.',
      'I provini si terranno in più sedi; la lega comunicherà a ogni iscritto data e luogo via email.',
    ],
  },
  {
    daysAgo: 400,
    title: 'Modifica del regolamento: shoot-out e punteggio',
    summary: 'Le partite in parità si decidono agli shoot-out; la vittoria vale due punti e la sconfitta uno.',
    body: [
      'A partire dalla prossima stagione, le partite in parità al termine dei tempi regolamentari si decidono con una serie di shoot-out.',
      'La vittoria nei tempi regolamentari vale tre punti, la vittoria agli shoot-out due e la sconfitta agli shoot-out uno.',
    ],
  },
];
