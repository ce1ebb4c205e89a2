import type { Standing } from '../../shared/api/index.js';
import type { Lang } from '../../shared/config/locales.js';
import type { RawSeason, RawTurn } from '../data/types.js';
import type { Snapshot } from '../league/snapshot.js';
import { groupName, phaseName, turnName } from './i18n.js';
import { legendEntry, secondaryEntry } from './legend.js';
import { matchSummaryOut } from './match.js';
import { teamOut } from './people.js';

const MATCH_MS = 45 * 60_000;

/** How many tables a season's phases hold: one for a league, one per group for a cup. */
export function tableCount(season: RawSeason): number {
  return season.phases.flatMap((p) => p.groups).filter((g) => g.hasStandings).length;
}

/** docs/upstream.md Standing rows of a group; the legend entries come from the season holding it. */
export function standingsOut(snap: Snapshot, groupId: number) {
  const ref = snap.model.groups.get(groupId);
  if (!ref?.group.hasStandings) return [];
  const tables = tableCount(ref.host);
  return snap.table(groupId).rows.map(
    (r) =>
      ({
        id: groupId * 1000 + r.teamId,
        rank: r.rank,
        points: r.points,
        team: teamOut(snap.model.teams.get(r.teamId)!),
        gameTotal: r.played,
        gameWon: r.won,
        gameExtraTimeWon: 0,
        gamePenaltyWon: r.penaltyWon,
        gameDraw: 0,
        gameLost: r.lost,
        gameExtraTimeLost: 0,
        gamePenaltyLost: r.penaltyLost,
        goalPro: r.goalsFor,
        goalAgainst: r.goalsAgainst,
        positionLegend: legendEntry(r.rank, tables),
        secondaryPositionLegend: secondaryEntry(ref.host, r.rank),
      }) satisfies Standing,
  );
}

/** A turn's span: first kick-off to the last final whistle, as the clock places them now. */
export function turnSpan(snap: Snapshot, turn: RawTurn): { start: string; finish: string } {
  const kickoffs = turn.matches.map((m) => snap.match(m.id)!.kickoff);
  return {
    start: new Date(Math.min(...kickoffs)).toISOString(),
    finish: new Date(Math.max(...kickoffs) + MATCH_MS).toISOString(),
  };
}

export function turnOut(snap: Snapshot, turn: RawTurn, lang: Lang) {
  return {
    id: turn.id,
    ...turnName(turn.kind, turn.number, lang, snap.model.turns.get(turn.id)?.group.label),
    ...turnSpan(snap, turn),
  };
}

export function phasesOut(snap: Snapshot, season: RawSeason, lang: Lang) {
  return season.phases.map((phase) => {
    const name = phaseName(
      phase.kind,
      lang,
      phase.groups.some((g) => g.label !== undefined),
    );
    return {
      id: phase.id,
      name,
      displayName: name,
      groups: phase.groups.map((group) => ({
        id: group.id,
        name: groupName(group.kind, lang, group.label),
        hasStandings: group.hasStandings,
        standings: standingsOut(snap, group.id),
        turns: group.turns.map((turn) => ({
          ...turnOut(snap, turn, lang),
          matches: turn.matches.map((m) => matchSummaryOut(snap.match(m.id)!, lang)),
        })),
      })),
    };
  });
}
