import type { Lang } from '../config/locales.js';
import { DERIVED_BLOCKED as D, SPEC_BLOCKED as S, type CheckName } from './checks-data.js';
import { W, words } from './words.js';

export type LayoutName = 'default' | 'health-check' | 'menu-free' | 'team-and-player';
/** Page validations (SPEC.md §4 step 1); a failure is a fatal 404. */
export type ValidationName = 'news';

export interface RouteDef {
  /** The path after the language prefix, per language; absent languages have no such page. */
  paths: Partial<Record<Lang, string>>;
  params: readonly string[];
  layout: LayoutName;
  checks: readonly CheckName[];
  validate?: ValidationName;
  /** The page body is built from league data. */
  data: boolean;
  /** Tabs of one section: a client navigation keeps the scroll position (SPEC.md §2). */
  keepScroll: boolean;
}

type Options = Partial<Pick<RouteDef, 'layout' | 'validate' | 'data' | 'keepScroll'>> & { checks?: readonly CheckName[] };

const prefix = (pre: string, paths: Partial<Record<Lang, string>>) =>
  Object.fromEntries(Object.entries(paths).map(([lang, p]) => [lang, pre + p])) as Partial<Record<Lang, string>>;

function page<const P extends readonly string[]>(paths: Partial<Record<Lang, string>>, params: P, o: Options = {}) {
  return { paths, params, layout: o.layout ?? 'default', checks: o.checks ?? D.mostPages, validate: o.validate, data: o.data ?? false, keepScroll: o.keepScroll ?? false };
}
/** A page under /{lang}/{region}/… */
function regionPage<const P extends readonly string[] = []>(tail: Partial<Record<Lang, string>>, o: Options = {}, extra?: P) {
  // The spread widens to string[]; the tuple is the one the caller passed, or ['region'] alone.
  return page(prefix('/:region', tail), ['region', ...(extra ?? [])] as unknown as readonly ['region', ...P], o);
}
const slash = (w: Record<Lang, string>) => prefix('/', w);
const join = (...parts: Record<Lang, string>[]) => words(parts.map((p) => p.en).join('/'), Object.fromEntries(
  (['ar', 'de', 'es', 'fr', 'it', 'pt'] as const).map((l) => [l, parts.map((p) => p[l]).join('/')]),
));
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
const playerStats = Object.fromEntries(Object.entries(PLAYER_STATS).map(([base, [word, checks]]) =>
  [base, regionPage(stat(word), { checks, data: true, keepScroll: true })])) as Mapped<typeof PLAYER_STATS, ReturnType<typeof regionPage<[]>>>;
const teamStats = Object.fromEntries(Object.entries(TEAM_STATS).map(([base, word]) =>
  [base, regionPage(stat(W.teams, word), { data: true, keepScroll: true })])) as Mapped<typeof TEAM_STATS, ReturnType<typeof regionPage<[]>>>;

/**
 * THE route table: every page of SPEC.md §2. Route names are `base___lang` (see names.ts).
 * Detail pages carry composite segments (`:teamRef` = `{team}-{teamName}`), split in refs.ts.
 */
export const ROUTES = {
  index: page(words(''), [], { checks: D.none, data: true }),
  health: page(same('/_health'), [], { layout: 'health-check', checks: D.none }),
  legends: page(slash(W.legends), [], { layout: 'team-and-player', checks: S.legends, data: true }),
  stores: page(slash(W.stores), [], { layout: 'menu-free', checks: S.stores }),
  finalissima: page(same('/finalissima'), [], { layout: 'team-and-player', checks: S.finalissima, data: true }),
  'teams-team': page(prefix('/', join(W.teams, same(':teamRef'))), ['team', 'teamName'], { layout: 'team-and-player', checks: D.none, data: true }),
  'players-player': page(prefix('/', join(W.players, same(':playerRef'))), ['playerId', 'playerName'], { layout: 'team-and-player', checks: D.none, data: true }),

  region: regionPage(words(''), { checks: D.none, data: true }),
  'region-faqs': regionPage(same('/faqs'), { checks: D.noCups }),
  'region-draft': regionPage(same('/draft'), { checks: D.noCups, data: true }),
  'region-join-the-draft': regionPage(slash(W.joinTheDraft), { checks: S.joinTheDraft }),
  'region-draft-players': regionPage(slash(W.draftPlayers), { data: true }),
  'region-draft-reserves': regionPage(slash(join(same('draft'), W.reserves)), { checks: S.draftReserves, data: true }),
  'region-legends': regionPage(slash(W.legends), { layout: 'team-and-player', checks: D.regionLegends, data: true }),
  'region-wildcard-players': regionPage(same('/wildcard-players'), { data: true }),
  'region-teams': regionPage(slash(W.teams), { checks: D.none, data: true }),
  'region-tables': regionPage(slash(W.tables), { checks: D.none, data: true }),
  'region-tables-kwcc': regionPage(prefix('/', words(`${W.tables.en}-kwcc`, Object.fromEntries(
    (['ar', 'de', 'es', 'fr', 'it', 'pt'] as const).map((l) => [l, `${W.tables[l]}-kwcc`])))), { checks: D.tablesKwcc, data: true }),
  'region-matches': regionPage(slash(W.matches), { checks: D.none, data: true }),
  'region-mercato': regionPage({ en: '/mercato-transfers', es: '/mercato-fichajes' }, { checks: D.spainOnly, data: true }),
  'region-tickets': regionPage(slash(W.tickets), { checks: D.spainOnly }),
  'region-tier-list': regionPage(same('/tier-list'), { checks: D.worldCups, data: true }),
  'region-tournament': regionPage(slash(W.tournament), { checks: D.worldCups, data: true }),
  'region-contact-us': regionPage(slash(W.contact)),
  'region-regulation': regionPage(slash(W.regulation)),
  'region-media-accreditation': regionPage(slash(W.mediaAccreditation), { checks: S.mediaAccreditation }),
  'region-circulars': regionPage({ es: '/circulares' }, { checks: S.circularsEs }),
  'region-circolari': regionPage({ it: '/circolari' }, { checks: D.italyOnly }),
  'region-team-simulator': regionPage(slash(W.teamSimulator), { checks: S.teamSimulator, data: true }),
  'region-squad-simulator': regionPage(slash(W.squadSimulator), { checks: S.squadSimulator, data: true }),
  'region-qualifiers-spain': regionPage(same('/qualifiers/spain'), { checks: D.kingOfKingsOnly, data: true }),
  'region-qualifiers-americas': regionPage(same('/qualifiers/americas'), { checks: D.kingOfKingsOnly, data: true }),
  'region-news': regionPage(same('/:news'), { checks: D.none, validate: 'news', data: true }, ['news'] as const),
  'region-news-post': regionPage(same('/:news/:post'), { checks: D.none, validate: 'news', data: true }, ['news', 'post'] as const),
  'region-teams-team': regionPage(prefix('/', join(W.teams, same(':teamRef'))), { layout: 'team-and-player', checks: D.none, data: true }, ['team', 'teamName'] as const),
  'region-players-player': regionPage(prefix('/', join(W.players, same(':playerRef'))), { layout: 'team-and-player', checks: D.none, data: true }, ['playerId', 'playerName'] as const),
  'region-matches-match': regionPage(prefix('/', join(W.matches, same(':matchRef'))), { checks: D.none, data: true }, ['matchId', 'homeTeam', 'awayTeam'] as const),
  'region-stats': regionPage(slash(W.stats), { data: true }),
  ...playerStats,
  'region-stats-teams': regionPage(stat(W.teams), { data: true }),
  ...teamStats,
} as const;

export type RouteBase = keyof typeof ROUTES;
export type ParamName<B extends RouteBase> = (typeof ROUTES)[B]['params'][number];
export type RouteParams<B extends RouteBase> = { [K in ParamName<B>]: string | number };
export const ROUTE_BASES = Object.keys(ROUTES) as RouteBase[];
