/**
 * Times the team simulator's odds: 10 000 seeded runs of the rest of Brazil's current season on
 * the embedded league data, as the page's worker runs them. Mid-range phones run such plain
 * numeric code about four times slower than a desktop core (the slowdown browsers' developer
 * tools use for them), so the budget of one second on a phone is 250 ms here.
 *
 * Usage: npx tsx scripts/bench-odds.ts
 */
import { performance } from 'node:perf_hooks';
import { seasonClusters, seasonDetail } from '../src/shared/api/season.js';
import { simulateOdds } from '../src/shared/league/sim/odds.js';
import { teamSimView } from '../src/shared/league/sim/team-sim-view.js';
import { startEmbeddedUpstream } from '../src/upstream/embedded.js';

const PHONE_SLOWDOWN = 4;
const upstream = await startEmbeddedUpstream({ faults: null, env: {} });
try {
  const get = async (path: string) => (await fetch(upstream.origin + path)).json() as Promise<unknown>;
  const clusters = seasonClusters.parse(await get('/api/v1/competition/season-clusters?competitions=17'));
  const current = clusters.flatMap((c) => c.seasons).find((s) => s.isCurrent)!;
  const view = teamSimView(seasonDetail.parse(await get(`/api/v1/competition/seasons/${current.id}?lang=en`)))!;
  const fixtures = view.turns.flatMap((t) => t.fixtures);
  const input = {
    base: view.base,
    fixtures,
    predictions: [],
    playoffPlaces: view.playoffPlaces,
    runs: 10_000,
    seed: 20260,
  };
  simulateOdds({ ...input, runs: 500 });
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    simulateOdds(input);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  const median = times[2]!;
  console.log(
    `odds: ${fixtures.length} open fixtures, 10 000 runs in ${median.toFixed(0)} ms (median of 5); ` +
      `about ${(median * PHONE_SLOWDOWN).toFixed(0)} ms on a phone, budget 1000 ms: ${median * PHONE_SLOWDOWN <= 1000 ? 'within' : 'OVER'}`,
  );
} finally {
  await upstream.close();
}
