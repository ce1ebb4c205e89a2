import type { SeasonDetail } from '../api/index.js';
import { mappedOnce } from '../memo.js';
import { seasonMatches } from './fill-participants.js';
import { MATCH_SOON_AFTER_MIN, MATCH_SOON_BEFORE_MIN } from './soon.js';

const MINUTE_MS = 60_000;

type Dated = { readonly date?: string | null };

/**
 * The instants at which views of some matches can change with the clock alone, sorted: a match's
 * "soon" window (docs/spec.md §9) opens just after 11 minutes before its kick-off and closes
 * just after 5 minutes past it, when the front pages also stop listing it as next.
 */
function instantsOf(matches: Iterable<Dated>): Float64Array {
  const times: number[] = [];
  for (const match of matches) {
    const time = Date.parse(match.date ?? '');
    if (!Number.isNaN(time))
      times.push(time - MATCH_SOON_BEFORE_MIN * MINUTE_MS + 1, time + MATCH_SOON_AFTER_MIN * MINUTE_MS + 1);
  }
  return Float64Array.from(times).sort();
}

const seasonInstants = /* @__PURE__ */ mappedOnce((season: SeasonDetail) => instantsOf(seasonMatches(season)));
const listInstants = /* @__PURE__ */ mappedOnce((matches: readonly Dated[]) => instantsOf(matches));

/**
 * How many of those instants have passed at `now`: views made from the same season at the same
 * step are the same, so a view that reads the clock can be kept by its step.
 */
export function clockStep(season: SeasonDetail, now: Date): number {
  return stepAt(seasonInstants(season), now);
}

/** The same for a cached list of matches (a race's fixtures). */
export function listClockStep(matches: readonly Dated[], now: Date): number {
  return stepAt(listInstants(matches), now);
}

function stepAt(steps: Float64Array, now: Date): number {
  const time = now.getTime();
  let low = 0;
  let high = steps.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (steps[mid]! <= time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A season's kick-offs, sorted. */
const seasonKickOffs = /* @__PURE__ */ mappedOnce((season: SeasonDetail) =>
  Float64Array.from(
    seasonMatches(season)
      .map((m) => Date.parse(m.date ?? ''))
      .filter((t) => !Number.isNaN(t)),
  ).sort(),
);

/** How many of a season's kick-offs are at or before `now`: lists of matches still to kick off change with it. */
export function kickOffsPassed(season: SeasonDetail, now: Date): number {
  return stepAt(seasonKickOffs(season), now);
}
