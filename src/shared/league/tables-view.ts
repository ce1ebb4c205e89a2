import type { MatchSummary, SeasonBracket, SeasonDetail } from '../api/index.js';
import { type BracketView, bracketView } from './bracket.js';
import { type FormResult, formGuides } from './form.js';
import { type LegendEntry, legendFor, toLegend } from './legends.js';
import { mediaUrl } from './media.js';
import { type Partner, seasonPartners } from './partners.js';
import { playoffPhase, standingsPhase } from './phases.js';
import { teamSlug } from './slug.js';

export interface TableRow {
  rank: number;
  teamId: number;
  name: string;
  slug: string;
  shortName: string;
  color: string | null;
  logo: string | null;
  played: number;
  won: number;
  wonShootout: number;
  lostShootout: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  legend: LegendEntry | null;
  /** The secondary legend's mark (e.g. a King of Kings place), beside the main one. */
  secondary: LegendEntry | null;
  form: FormResult[];
}

export interface TablesView {
  seasonId: number;
  seasonName: string;
  groups: { name: string; rows: TableRow[]; legend: LegendEntry[]; secondary: LegendEntry[] }[];
  playoff: BracketView | null;
  /** The season's partners (`season_partners`), credited under its tables. */
  partners: Partner[];
}

const matchesOf = (groups: readonly { turns: readonly { matches: readonly MatchSummary[] }[] }[]) =>
  groups.flatMap((g) => g.turns.flatMap((t) => t.matches));

/** Distinct legend entries in table order, for the key under the table. */
function legendKey(entries: readonly (LegendEntry | null)[]): LegendEntry[] {
  const seen = new Map<string, LegendEntry>();
  for (const e of entries) if (e && !seen.has(`${e.color}|${e.placement}`)) seen.set(`${e.color}|${e.placement}`, e);
  return [...seen.values()];
}

const views = new WeakMap<SeasonDetail, WeakMap<SeasonBracket | typeof NO_BRACKET, TablesView>>();
const NO_BRACKET = Object.freeze({});

/**
 * docs/spec.md §5: the standings phase as tables with legends and form, the playoff phase as a
 * bracket whose empty sides say where their teams come from (`bracket`, when it could be read).
 * The league data hands out the same frozen season and bracket while they are cached, so each
 * pair is mapped once, not on every render.
 */
export function tablesView(season: SeasonDetail, bracket: SeasonBracket | null = null): TablesView {
  let bySeason = views.get(season);
  if (!bySeason) views.set(season, (bySeason = new WeakMap()));
  let view = bySeason.get(bracket ?? NO_BRACKET);
  if (!view) bySeason.set(bracket ?? NO_BRACKET, (view = mapTables(season, bracket)));
  return view;
}

function mapTables(season: SeasonDetail, bracket: SeasonBracket | null): TablesView {
  const table = standingsPhase(season);
  const legend = toLegend(season.metaInformation?.position_legend);
  const secondLegend = toLegend(season.metaInformation?.secondary_position_legend);
  const forms = formGuides(table ? matchesOf(table.groups) : []);
  const groups = (table?.groups ?? [])
    .filter((g) => g.hasStandings)
    .map((group, index) => {
      const groupLegend = legendFor(legend, index);
      const groupSecond = legendFor(secondLegend, index);
      const rows = [...group.standings]
        .sort((a, b) => a.rank - b.rank)
        .map(
          (s, i): TableRow => ({
            rank: s.rank,
            teamId: s.team.id,
            name: s.team.name,
            slug: teamSlug(s.team.name) || 'team',
            shortName: s.team.shortName ?? s.team.name.slice(0, 3).toUpperCase(),
            color: s.team.firstColorHEX,
            logo: mediaUrl(s.team.logo),
            played: s.gameTotal,
            won: s.gameWon + s.gameExtraTimeWon,
            wonShootout: s.gamePenaltyWon,
            lostShootout: s.gamePenaltyLost,
            lost: s.gameLost + s.gameExtraTimeLost,
            goalsFor: s.goalPro,
            goalsAgainst: s.goalAgainst,
            points: s.points,
            legend: groupLegend[i] ?? null,
            secondary: groupSecond[i] ?? null,
            form: forms.get(s.team.id) ?? [],
          }),
        );
      return {
        name: group.name,
        rows,
        legend: legendKey(rows.map((r) => r.legend)),
        secondary: legendKey(rows.map((r) => r.secondary)),
      };
    });
  return {
    seasonId: season.id,
    seasonName: season.displayName ?? season.name,
    groups,
    playoff: playoffPhase(season) !== table ? bracketView(season, bracket) : null,
    partners: seasonPartners(season.metaInformation),
  };
}
