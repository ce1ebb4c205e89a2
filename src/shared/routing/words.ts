import { LANGS, type Lang } from '../config/locales.js';

/** Path words for every language: the English word wherever the spec gives none. */
export function words(en: string, others: Partial<Record<Exclude<Lang, 'en'>, string>> = {}): Record<Lang, string> {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, lang === 'en' ? en : ((others as Record<string, string>)[lang] ?? en)]),
  ) as Record<Lang, string>;
}

export const W = {
  legends: words('legends', {
    de: 'legenden',
    es: 'leyendas',
    fr: 'legendes',
    it: 'leggende',
    pt: 'lendas',
    ar: 'legends',
  }),
  stores: words('stores', { de: 'shops', es: 'tiendas', fr: 'boutiques', it: 'negozios', pt: 'lojas', ar: 'stores' }),
  joinTheDraft: words('join-the-draft', {
    de: 'an-der-aufforderung-teilnehmen',
    es: 'unete-al-draft',
    fr: 'rejoindre-la-draft',
    pt: 'junte-se-ao-draft',
  }),
  draftPlayers: words('draft-players', {
    de: 'draft-spieler',
    es: 'jugadores-draft',
    fr: 'joueurs-draft',
    it: 'giocatori-draft',
    pt: 'jogadores-draft',
  }),
  reserves: words('reserves', { de: 'reservierungen', es: 'reservas', it: 'riserve', pt: 'reservas' }),
  teams: words('teams', { de: 'mannschaften', es: 'equipos', fr: 'equipes', it: 'squadre', pt: 'times' }),
  tables: words('tables', {
    de: 'klassifikation',
    es: 'clasificacion',
    fr: 'classement',
    it: 'classifica',
    pt: 'classificacao',
  }),
  matches: words('matches', { de: 'spiele', es: 'partidos', fr: 'matchs', it: 'partite', pt: 'jogos' }),
  tickets: words('tickets', { es: 'entradas', fr: 'billetterie', it: 'biglietti', pt: 'ingressos' }),
  champions: words('champions', { de: 'meister', es: 'campeones', fr: 'palmares', it: 'albo-d-oro', pt: 'campeoes' }),
  tournament: words('tournament', { de: 'turnier', es: 'torneo', fr: 'tournoi', it: 'torneo', pt: 'campeonato' }),
  contact: words('contact-us', { de: 'kontakt', es: 'contacto', fr: 'contacter', it: 'contatti', pt: 'contato' }),
  regulation: words('regulation', {
    de: 'regeln',
    es: 'reglamento',
    fr: 'reglement',
    it: 'regolamento',
    pt: 'regulamento',
  }),
  mediaAccreditation: words('media-accreditation', {
    de: 'medien-akkreditierung',
    es: 'acreditaciones-prensa',
    fr: 'accreditation-presse',
    it: 'accrediti-media',
    pt: 'acreditacao-media',
  }),
  teamSimulator: words('team-simulator', { es: 'simulador-equipo' }),
  squadSimulator: words('squad-simulator', { es: 'simulador-plantilla' }),
  compare: words('compare', { de: 'vergleich', es: 'comparar', fr: 'comparer', it: 'confronta', pt: 'comparar' }),
  players: words('players', { de: 'spieler', es: 'jugadores', fr: 'joueurs', it: 'giocatori', pt: 'jogadores' }),
  stats: words('stats', {
    de: 'statistiken',
    es: 'estadisticas',
    fr: 'statistiques',
    it: 'statistiche',
    pt: 'estatisticas',
  }),
  cards: words('cards', { de: 'karten', es: 'tarjetas', fr: 'cartons', it: 'cartellini', pt: 'cartoes' }),
  goals: words('goals', { de: 'tore', es: 'goles', fr: 'buts', it: 'gol', pt: 'gols' }),
  shots: words('shots', { de: 'schusse', es: 'tiros', fr: 'tirs', it: 'tiri', pt: 'chutes-ao-gol' }),
  search: words('search', { de: 'suche', es: 'buscar', fr: 'recherche', it: 'cerca', pt: 'pesquisa' }),
  /** The news segment is a parameter checked by the news validation (docs/decisions/0003). */
  news: words('news', { de: 'nachrichten', es: 'noticias', fr: 'actualites', it: 'notizie', pt: 'noticias' }),
} as const;
