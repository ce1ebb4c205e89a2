import { LANGS, type Lang } from '../config/locales.js';
import { type CheckName, DERIVED_BLOCKED as D, SPEC_BLOCKED as S } from './checks-data.js';
import type { PageKind } from './page-kinds.js';
import { W, words } from './words.js';

export type LayoutName = 'default' | 'health-check' | 'menu-free' | 'team-and-player';
/** Page validations (docs/spec.md §4 step 1); a failure is a fatal 404. */
export type ValidationName = 'news';
/**
 * How long a page's HTML is fresh in the page cache and at a CDN: `live` pages change during a
 * match (seconds), `standard` ones after it (half a minute); `none` is never kept (the status page).
 */
export type Freshness = 'live' | 'standard' | 'none';

export interface RouteDef {
  /** The path after the language prefix, per language; absent languages have no such page. */
  paths: Partial<Record<Lang, string>>;
  params: readonly string[];
  layout: LayoutName;
  checks: readonly CheckName[];
  validate?: ValidationName;
  /** Its page file (`ui/pages/{kind}-page.tsx`) and loader (`server/loaders/{kind}.ts`). */
  kind: PageKind;
  fresh: Freshness;
  /** Tabs of one section: a client navigation keeps the scroll position (docs/spec.md §2). */
  keepScroll: boolean;
  /** The query parameters the page reads, in the order they key its cache; any other is ignored. */
  query: readonly string[];
}

type Options = Partial<Pick<RouteDef, 'layout' | 'validate' | 'fresh' | 'keepScroll' | 'query'>> & {
  kind: PageKind;
  checks?: readonly CheckName[];
};

const prefix = (pre: string, paths: Partial<Record<Lang, string>>) =>
  Object.fromEntries(Object.entries(paths).map(([lang, p]) => [lang, pre + p])) as Partial<Record<Lang, string>>;

function page<const P extends readonly string[]>(paths: Partial<Record<Lang, string>>, params: P, o: Options) {
  return {
    paths,
    params,
    layout: o.layout ?? 'default',
    checks: o.checks ?? D.mostPages,
    validate: o.validate,
    kind: o.kind,
    fresh: o.fresh ?? 'standard',
    keepScroll: o.keepScroll ?? false,
    query: o.query ?? [],
  } satisfies RouteDef;
}
/** A page under /{lang}/{region}/… */
function regionPage<const P extends readonly string[] = []>(
  tail: Partial<Record<Lang, string>>,
  o: Options,
  extra?: P,
) {
  // The spread widens to string[]; the tuple is the one the caller passed, or ['region'] alone.
  return page(prefix('/:region', tail), ['region', ...(extra ?? [])] as unknown as readonly ['region', ...P], o);
}
const slash = (w: Record<Lang, string>) => prefix('/', w);
const each = (word: (lang: Lang) => string) =>
  Object.fromEntries(LANGS.map((l) => [l, word(l)])) as Record<Lang, string>;
const join = (...parts: Record<Lang, string>[]) => each((l) => parts.map((p) => p[l]).join('/'));
const same = (word: string) => words(word);
const stat = (...path: Record<Lang, string>[]) => slash(join(W.stats, ...path));

/** Player statistics pages: code → path word and blocked set. */
const PLAYER_STATS = {
  'region-stats-mvp': [same('mvp'), D.mostPages],
  'region-stats-assists': [same('assists'), S.assists],
  'region-stats-passing': [same('passing'), D.mostPages],
  'region-stats-matchday-mvp': [same('matchday-mvp'), S.matchdayMvp],
  'region-stats-expected': [same('expected'), D.mostPages],
  'region-stats-defensives': [same('defensives'), D.mostPages],
  'region-stats-goalkeeper': [same('goalkeeper'), D.mostPages],
  'region-stats-offensives': [same('offensives'), D.mostPages],
  'region-stats-goals-grouped': [same('goals-grouped'), D.mostPages],
  'region-stats-best-goalkeeper': [same('best-goalkeeper'), S.bestGoalkeeper],
  'region-stats-cards': [W.cards, D.mostPages],
  'region-stats-goals': [W.goals, D.mostPages],
  'region-stats-shots': [W.shots, D.mostPages],
} as const;

const TEAM_STATS = {
  'region-stats-teams-cards': W.cards,
  'region-stats-teams-shots': W.shots,
  'region-stats-teams-passing': same('passing'),
  'region-stats-teams-goals-grouped': same('goals-grouped'),
  'region-stats-teams-expected': same('expected'),
  'region-stats-teams-defensives': same('defensives'),
  'region-stats-teams-offensives': same('offensives'),
} as const;

type Mapped<T, R> = { [K in keyof T]: R };
// One page kind serves every leaderboard of a side; the page reads its statistic from the route.
const BOARD_QUERY = ['season', 'orderBy', 'sortOrder', 'page'];
const playerKind = (base: string) => (base === 'region-stats-matchday-mvp' ? 'matchday-mvp' : 'player-stats');
const playerStats = Object.fromEntries(
  Object.entries(PLAYER_STATS).map(([base, [word, checks]]) => [
    base,
    regionPage(stat(word), {
      kind: playerKind(base),
      checks,
      keepScroll: true,
      query: base === 'region-stats-matchday-mvp' ? ['season'] : BOARD_QUERY,
    }),
  ]),
) as Mapped<typeof PLAYER_STATS, ReturnType<typeof regionPage<[]>>>;
const teamStats = Object.fromEntries(
  Object.entries(TEAM_STATS).map(([base, word]) => [
    base,
    regionPage(stat(W.teams, word), { kind: 'team-stats', keepScroll: true, query: BOARD_QUERY }),
  ]),
) as Mapped<typeof TEAM_STATS, ReturnType<typeof regionPage<[]>>>;

/**
 * THE route table: every page of docs/spec.md §2. Route names are `base___lang` (see names.ts).
 * Detail pages carry composite segments (`:teamRef` = `{team}-{teamName}`), split in refs.ts.
 */
export const ROUTES = {
  index: page(words(''), [], { kind: 'home', fresh: 'live', checks: D.none }),
  health: page(same('/_health'), [], { kind: 'health', fresh: 'none', layout: 'health-check', checks: D.none }),
  legends: page(slash(W.legends), [], { kind: 'legends', layout: 'team-and-player', checks: S.legends }),
  stores: page(slash(W.stores), [], { kind: 'stores', layout: 'menu-free', checks: S.stores }),
  finalissima: page(same('/finalissima'), [], {
    kind: 'finalissima',
    fresh: 'live',
    layout: 'team-and-player',
    checks: S.finalissima,
  }),
  // Results depend on the query alone; the page is noindex and outside the sitemaps (sitemap.ts).
  search: page(slash(W.search), [], { kind: 'search', checks: D.none, query: ['q'] }),
  // A team page lists its matches on now, so it keeps as briefly as the match page (docs/decisions/0076).
  'teams-team': page(prefix('/', join(W.teams, same(':teamRef'))), ['team', 'teamName'], {
    kind: 'team',
    fresh: 'live',
    layout: 'team-and-player',
    checks: D.none,
  }),
  'players-player': page(prefix('/', join(W.players, same(':playerRef'))), ['playerId', 'playerName'], {
    kind: 'player',
    layout: 'team-and-player',
    checks: D.none,
  }),

  region: regionPage(words(''), { kind: 'region', fresh: 'live', checks: D.none }),
  'region-faqs': regionPage(same('/faqs'), { kind: 'faqs', checks: D.noCups }),
  'region-draft': regionPage(same('/draft'), { kind: 'draft', checks: D.noCups }),
  'region-join-the-draft': regionPage(slash(W.joinTheDraft), { kind: 'join-draft', checks: S.joinTheDraft }),
  'region-draft-players': regionPage(slash(W.draftPlayers), {
    kind: 'draft-players',
    query: ['position', 'team', 'q', 'page'],
  }),
  'region-draft-reserves': regionPage(slash(join(same('draft'), W.reserves)), {
    kind: 'draft-reserves',
    checks: S.draftReserves,
  }),
  'region-legends': regionPage(slash(W.legends), {
    kind: 'legends',
    layout: 'team-and-player',
    checks: D.regionLegends,
  }),
  'region-wildcard-players': regionPage(same('/wildcard-players'), { kind: 'wildcards' }),
  'region-teams': regionPage(slash(W.teams), { kind: 'teams', checks: D.none }),
  'region-tables': regionPage(slash(W.tables), { kind: 'tables', fresh: 'live', checks: D.none, query: ['season'] }),
  'region-tables-kwcc': regionPage(
    prefix(
      '/',
      each((l) => `${W.tables[l]}-kwcc`),
    ),
    { kind: 'tables', fresh: 'live', checks: D.tablesKwcc, query: ['season'] },
  ),
  'region-matches': regionPage(slash(W.matches), {
    kind: 'matches',
    fresh: 'live',
    checks: D.none,
    query: ['turn', 'date'],
  }),
  'region-mercato': regionPage(
    { en: '/mercato-transfers', es: '/mercato-fichajes' },
    { kind: 'mercato', checks: D.spainOnly, query: ['team'] },
  ),
  'region-tickets': regionPage(slash(W.tickets), { kind: 'tickets', checks: D.spainOnly }),
  'region-tier-list': regionPage(same('/tier-list'), {
    kind: 'tier-list',
    fresh: 'standard',
    checks: D.worldCups,
    query: ['tiers'],
    keepScroll: true,
  }),
  'region-tournament': regionPage(slash(W.tournament), { kind: 'tournament', fresh: 'live', checks: D.worldCups }),
  'region-champions': regionPage(slash(W.champions), { kind: 'champions', checks: D.none }),
  // Any two players of the league, by id; the bracketed spellings are read only to be refused (docs/decisions/0088).
  'region-compare': regionPage(slash(W.compare), { kind: 'compare', checks: D.none, query: ['a', 'b', 'a[]', 'b[]'] }),
  'region-contact-us': regionPage(slash(W.contact), { kind: 'contact' }),
  'region-regulation': regionPage(slash(W.regulation), { kind: 'regulation' }),
  'region-media-accreditation': regionPage(slash(W.mediaAccreditation), {
    kind: 'accreditation',
    checks: S.mediaAccreditation,
  }),
  'region-circulars': regionPage({ es: '/circulares' }, { kind: 'circulars', checks: S.circularsEs, query: ['year'] }),
  'region-circolari': regionPage({ it: '/circolari' }, { kind: 'circulars', checks: D.italyOnly, query: ['year'] }),
  'region-team-simulator': regionPage(slash(W.teamSimulator), {
    kind: 'team-simulator',
    checks: S.teamSimulator,
    query: ['p', 'm', 'h', 'a', 'w'],
  }),
  'region-squad-simulator': regionPage(slash(W.squadSimulator), {
    kind: 'squad-simulator',
    checks: S.squadSimulator,
    query: ['f', 's', 'c', 'b', 'slot', 'q', 'team', 'pos'],
  }),
  'region-qualifiers-spain': regionPage(same('/qualifiers/spain'), {
    kind: 'qualifiers',
    fresh: 'live',
    checks: D.kingOfKingsOnly,
  }),
  'region-qualifiers-americas': regionPage(same('/qualifiers/americas'), {
    kind: 'qualifiers',
    fresh: 'live',
    checks: D.kingOfKingsOnly,
  }),
  'region-news': regionPage(same('/:news'), { kind: 'news', checks: D.none, validate: 'news', query: ['page'] }, [
    'news',
  ] as const),
  'region-news-post': regionPage(same('/:news/:post'), { kind: 'news-article', checks: D.none, validate: 'news' }, [
    'news',
    'post',
  ] as const),
  'region-teams-team': regionPage(
    prefix('/', join(W.teams, same(':teamRef'))),
    { kind: 'team', fresh: 'live', layout: 'team-and-player', checks: D.none, query: ['season'] },
    ['team', 'teamName'] as const,
  ),
  'region-players-player': regionPage(
    prefix('/', join(W.players, same(':playerRef'))),
    { kind: 'player', layout: 'team-and-player', checks: D.none },
    ['playerId', 'playerName'] as const,
  ),
  'region-matches-match': regionPage(
    prefix('/', join(W.matches, same(':matchRef'))),
    { kind: 'match', fresh: 'live', checks: D.none },
    ['matchId', 'homeTeam', 'awayTeam'] as const,
  ),
  'region-stats': regionPage(slash(W.stats), { kind: 'stats', query: ['season'] }),
  ...playerStats,
  'region-stats-teams': regionPage(stat(W.teams), { kind: 'stats', query: ['season'] }),
  ...teamStats,
} as const;

export type RouteBase = keyof typeof ROUTES;
export type ParamName<B extends RouteBase> = (typeof ROUTES)[B]['params'][number];
export type RouteParams<B extends RouteBase> = { [K in ParamName<B>]: string | number };
export const ROUTE_BASES = Object.keys(ROUTES) as RouteBase[];
/** Every kind the route table names. */
export const PAGE_KINDS: readonly PageKind[] = [...new Set(ROUTE_BASES.map((base) => ROUTES[base].kind))];
