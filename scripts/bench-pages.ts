/**
 * The pages `npm run bench` measures: one per page kind. A new page kind joins this list when
 * it lands. A detail page's address is found the way a visitor finds it, from a list page.
 */
export interface BenchPage {
  kind: string;
  /** The address, or how to find it from the site at `base`. */
  path: string | ((base: string) => Promise<string>);
}

/** The first link under `prefix` on the page at `from`. */
const firstLink =
  (from: string, prefix: string) =>
  async (base: string): Promise<string> => {
    const html = await (await fetch(base + from)).text();
    const found = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
    if (!found) throw new Error(`no link under ${prefix} on ${from}`);
    return found;
  };

/** Two players of a team compared: the first two player links on the team's page. */
const firstPair =
  (from: string, players: string, compare: string) =>
  async (base: string): Promise<string> => {
    const html = await (await fetch(base + from)).text();
    const ids = [...new Set([...html.matchAll(new RegExp(`href="${players}(\\d+)-`, 'g'))].map((m) => m[1]))];
    if (ids.length < 2) throw new Error(`no two players on ${from}`);
    return `${compare}?a=${ids[0]}&b=${ids[1]}`;
  };

/** The first club of the Spanish list: its id differs between the two leagues' datasets. */
const firstTeam = firstLink('/es/espana/equipos', '/es/espana/equipos/');
/** A page found from the first club's page. */
const fromFirstTeam =
  (find: (team: string) => (base: string) => Promise<string>) =>
  async (base: string): Promise<string> =>
    find(await firstTeam(base))(base);

export const BENCH_PAGES: BenchPage[] = [
  { kind: 'home', path: '/es' },
  { kind: 'region', path: '/es/espana' },
  { kind: 'tables', path: '/es/espana/clasificacion' },
  { kind: 'matches', path: '/es/espana/partidos' },
  { kind: 'match', path: firstLink('/es/espana/partidos', '/es/espana/partidos/') },
  { kind: 'teams', path: '/es/espana/equipos' },
  { kind: 'team', path: firstTeam },
  { kind: 'player', path: fromFirstTeam((team) => firstLink(team, '/es/espana/jugadores/')) },
  { kind: 'compare', path: fromFirstTeam((team) => firstPair(team, '/es/espana/jugadores/', '/es/espana/comparar')) },
  { kind: 'stats', path: '/es/espana/estadisticas' },
  { kind: 'player-stats', path: '/es/espana/estadisticas/goles' },
  { kind: 'matchday-mvp', path: '/es/espana/estadisticas/matchday-mvp' },
  { kind: 'team-stats', path: '/es/espana/estadisticas/equipos/tarjetas' },
  { kind: 'draft', path: '/es/espana/draft' },
  { kind: 'join-draft', path: '/es/espana/unete-al-draft' },
  { kind: 'draft-players', path: '/es/espana/jugadores-draft' },
  { kind: 'draft-reserves', path: '/es/espana/draft/reservas' },
  { kind: 'wildcards', path: '/es/espana/wildcard-players' },
  { kind: 'legends', path: '/es/leyendas' },
  { kind: 'mercato', path: '/es/espana/mercato-fichajes' },
  { kind: 'news', path: '/es/espana/noticias' },
  { kind: 'news-article', path: firstLink('/es/espana/noticias', '/es/espana/noticias/') },
  { kind: 'faqs', path: '/es/espana/faqs' },
  { kind: 'regulation', path: '/es/espana/reglamento' },
  { kind: 'circulars', path: '/it/italia/circolari' },
  { kind: 'contact', path: '/es/espana/contacto' },
  { kind: 'accreditation', path: '/es/espana/acreditaciones-prensa' },
  { kind: 'tickets', path: '/es/espana/entradas' },
  { kind: 'stores', path: '/es/tiendas' },
  { kind: 'team-simulator', path: '/pt/brazil/team-simulator' },
  { kind: 'squad-simulator', path: '/es/espana/simulador-plantilla' },
  { kind: 'tournament', path: '/es/world-cup/torneo' },
  { kind: 'champions', path: '/es/espana/campeones' },
  { kind: 'tier-list', path: '/es/world-cup/tier-list' },
  { kind: 'qualifiers', path: '/es/king-of-kings/qualifiers/spain' },
  { kind: 'search', path: '/es/buscar?q=kunisports' },
];
