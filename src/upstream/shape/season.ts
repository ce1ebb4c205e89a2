import type { Competition } from '../../shared/api/index.js';
import type { SeasonOutcome } from '../data/outcomes.js';
import type { RawCompetition, RawSeason } from '../data/types.js';
import { isFinal } from '../league/live.js';
import { phasesHost } from '../league/model.js';
import { type Snapshot, seasonFinal } from '../league/snapshot.js';
import { keeperSaves } from '../league/tally.js';
import { seasonMeta } from './legend.js';
import { tableCount } from './phases.js';

const MATCH_MS = 45 * 60_000;

/** The international competitions play at level 3; the rest are a region's own (docs/upstream-extensions.md). */
const INTERNATIONAL: ReadonlySet<string> = new Set(['world-cup', 'kwc-nations', 'king-of-kings']);

export function competitionOut(c: RawCompetition) {
  return {
    id: c.id,
    name: c.name,
    gender: c.gender,
    countryId: c.countryId,
    visible: c.visible,
    level: INTERNATIONAL.has(c.region) ? 3 : 1,
  } satisfies Competition;
}

/** First kick-off and last final whistle of a season's fixtures, from the anchor. */
export function seasonSpan(snap: Snapshot, season: RawSeason): { start: number; finish: number } {
  const minutes = (snap.model.matchesBySeason.get(season.id) ?? []).map((m) => m.raw.minute);
  const base = snap.runtime.anchorMs;
  return { start: base + Math.min(...minutes) * 60_000, finish: base + Math.max(...minutes) * 60_000 + MATCH_MS };
}

/** "2026" or "2025/26", from the years a span covers. */
export function spanLabel(start: number, finish: number): string {
  const [a, b] = [new Date(start).getUTCFullYear(), new Date(finish).getUTCFullYear()];
  return a === b ? String(a) : `${a}/${String(b % 100).padStart(2, '0')}`;
}

/** Winner and best goalkeeper once the final is played; the real API leaves them null before. */
function outcome(snap: Snapshot, season: RawSeason): SeasonOutcome {
  const known = snap.runtime.outcomes.get(season.id);
  if (known) return known;
  const found = findOutcome(snap, season);
  if (season.edition === 'previous' && found.winner !== null) snap.runtime.outcomes.set(season.id, found);
  return found;
}

function findOutcome(snap: Snapshot, season: RawSeason): SeasonOutcome {
  const refs = snap.model.matchesBySeason.get(season.id) ?? [];
  const final = seasonFinal(snap.model, season.id);
  // Before its kick-off a final is not over, whoever plays it: naming its sides would play the season.
  if (final && !final.raw.status && snap.now < snap.kickoff(final)) return { winner: null, keeper: null };
  const state = final ? snap.match(final.raw.id) : null;
  if (!state || !isFinal(state.clock.status)) return { winner: null, keeper: null };
  const played = refs.map((r) => snap.match(r.raw.id)!).filter((s) => isFinal(s.clock.status));
  let keeper: number | null = null;
  let best = -1;
  for (const [id, saves] of keeperSaves(snap.model, played)) if (saves > best) [keeper, best] = [id, saves];
  return { winner: state.winnerId, keeper };
}

/**
 * Every finished season's outcome, as `seasonOut` works out and keeps it: what
 * scripts/generate-data.ts writes beside the dataset, by season id.
 */
export function finishedOutcomes(snap: Snapshot): Record<number, SeasonOutcome> {
  for (const season of snap.model.raw.seasons) if (season.edition === 'previous') outcome(snap, season);
  return Object.fromEntries(snap.runtime.outcomes);
}

export function seasonOut(snap: Snapshot, season: RawSeason) {
  const competition = snap.model.competitions.get(season.competitionId)!;
  const { start, finish } = seasonSpan(snap, season);
  const label = spanLabel(start, finish);
  const { winner, keeper } = outcome(snap, season);
  return {
    id: season.id,
    competitionId: season.competitionId,
    seasonClusterId: season.clusterId,
    name: `${competition.name} ${label}`,
    displayName: label,
    start: new Date(start).toISOString(),
    finish: new Date(finish).toISOString(),
    finished: season.edition === 'previous',
    isCurrent: season.edition === 'current',
    image: null,
    winnerTeamId: winner,
    metaInformation: seasonMeta(season, keeper, tableCount(phasesHost(snap.model, season))),
    competition: competitionOut(competition),
  };
}

export type SeasonOut = ReturnType<typeof seasonOut>;
