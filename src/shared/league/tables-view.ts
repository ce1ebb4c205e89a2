import type { MatchSummary, SeasonDetail } from '../api/index.js';
import { formGuides, type FormResult } from './form.js';
import { legendFor, toLegend, type LegendEntry } from './legends.js';
import { playoffPhase, standingsPhase } from './phases.js';
import { mediaUrl } from './media.js';
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
  form: FormResult[];
}

export interface BracketMatch {
  id: number;
  date: string | null;
  status: string | null;
  /** A side without a team (an id the season does not know) has no name: the page says it is to be decided. */
  home: { id: number | null; name: string | null; score: number | null; shootout: number | null };
  away: { id: number | null; name: string | null; score: number | null; shootout: number | null };
}

export interface TablesView {
  seasonId: number;
  seasonName: string;
  groups: { name: string; rows: TableRow[]; legend: LegendEntry[] }[];
  playoff: { name: string; rounds: { name: string; matches: BracketMatch[] }[] } | null;
}

const matchesOf = (groups: readonly { turns: readonly { matches: readonly MatchSummary[] }[] }[]) =>
  groups.flatMap((g) => g.turns.flatMap((t) => t.matches));

/** Distinct legend entries in table order, for the key under the table. */
function legendKey(entries: readonly (LegendEntry | null)[]): LegendEntry[] {
  const seen = new Map<string, LegendEntry>();
  for (const e of entries) if (e && !seen.has(`${e.color}|${e.placement}`)) seen.set(`${e.color}|${e.placement}`, e);
  return [...seen.values()];
}

function side(match: MatchSummary, home: boolean): BracketMatch['home'] {
  const team = home ? match.participants.homeTeam : match.participants.awayTeam;
  const s = match.scores;
  return {
    id: home ? match.participants.homeTeamId : match.participants.awayTeamId,
    name: team?.shortName ?? team?.name ?? null,
    score: (home ? s?.homeScore : s?.awayScore) ?? null,
    shootout: (home ? s?.homeScoreP : s?.awayScoreP) ?? null,
  };
}

const views = new WeakMap<SeasonDetail, TablesView>();

/**
 * docs/spec.md §5: the standings phase as tables with legends and form, the playoff phase as a
 * bracket. The league data hands out the same frozen season while it is cached, so each one is
 * mapped once, not on every render.
 */
export function tablesView(season: SeasonDetail): TablesView {
  let view = views.get(season);
  if (!view) views.set(season, (view = mapTables(season)));
  return view;
}

function mapTables(season: SeasonDetail): TablesView {
  const table = standingsPhase(season);
  const legend = toLegend(season.metaInformation?.position_legend);
  const forms = formGuides(table ? matchesOf(table.groups) : []);
  const groups = (table?.groups ?? []).filter((g) => g.hasStandings).map((group, index) => {
    const groupLegend = legendFor(legend, index);
    const rows = [...group.standings].sort((a, b) => a.rank - b.rank).map((s, i): TableRow => ({
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
      form: forms.get(s.team.id) ?? [],
    }));
    return { name: group.name, rows, legend: legendKey(rows.map((r) => r.legend)) };
  });
  const playoff = playoffPhase(season);
  return {
    seasonId: season.id,
    seasonName: season.displayName ?? season.name,
    groups,
    playoff: playoff && playoff !== table ? {
      name: playoff.displayName ?? playoff.name,
      rounds: playoff.groups.filter((g) => !g.hasStandings).map((g) => ({
        name: g.name,
        matches: matchesOf([g]).map((m) => ({ id: m.id, date: m.date, status: m.status, home: side(m, true), away: side(m, false) })),
      })),
    } : null,
  };
}
