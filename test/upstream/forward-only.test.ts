import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../../src/shared/api/index.js';
import { CONTEXTS, WEB_CONTEXTS } from '../../src/shared/config/contexts.js';
import { buildUpstreamApp } from '../../src/upstream/app.js';
import { API, getJson, list, MINUTE, movableClock } from './helpers.js';

/**
 * While the API runs, no match goes back: not started → in play → ended, and an ended match keeps
 * its score and kick-off (docs/decisions/0076). The API starts late in the evening (UTC) without an
 * anchor, so it picks today's; the clock then runs past midnight and past the hours and half hours
 * its rolling fixtures once rolled over at, then on over the next two weeks' matchdays.
 */
const START = Date.parse('2026-11-22T23:10:00Z');
const HOUR = 60 * MINUTE;
// 17 minutes apart for four hours, so the readings fall at many minutes of the hour, the roll-over's
// among them; then a reading every eleven hours or so, for two weeks.
const instants = [
  ...Array.from({ length: Math.floor((4 * HOUR) / (17 * MINUTE)) }, (_, i) => START + i * 17 * MINUTE),
  ...Array.from({ length: 30 }, (_, i) => START + 4 * HOUR + i * (11 * HOUR + 7 * MINUTE)),
];

/** Where a status stands on the way a match goes; the ones a match never leaves stand apart. */
const STEP: Readonly<Record<string, number>> = {
  notStarted: 0,
  inPlay1H: 1,
  halfTime: 2,
  inPlay2H: 3,
  inPlayP: 4,
  ended: 5,
  endedAfterPenalties: 5,
};

/** What a match shows at one instant: its status, and its kick-off and score as JSON. */
interface Seen {
  status: string;
  date: string | null;
  scores: string;
}

/** A match as a season's match centre lists it. */
interface Listed {
  id: number;
  status: string | null;
  date: string | null;
  scores: unknown;
}

/** What went wrong between two readings of a match, if anything. */
function backwards(before: Seen, now: Seen): string | null {
  const [from, to] = [STEP[before.status], STEP[now.status]];
  if (before.status === now.status)
    return from === 5 && (now.scores !== before.scores || now.date !== before.date) ? 'changed once ended' : null;
  if (from === undefined || to === undefined || to <= from) return `${before.status} → ${now.status}`;
  return from > 0 && now.date !== before.date ? 'moved its kick-off once played' : null;
}

describe.each(WEB_CONTEXTS)('every match of the %s league, on a clock running past midnight', (context) => {
  const time = movableClock(new Date(START));
  const app = buildUpstreamApp({ clock: time.clock, faults: null, env: {} });
  afterAll(() => app.close());

  it('only moves forward, and keeps its score and kick-off once ended', async () => {
    const clusters = await getJson(
      app,
      `${API}/season-clusters?${list('genders', CONTEXTS[context].genders)}`,
      s.seasonClusters,
    );
    // Read without the site's schema (other tests check the shape): a few hundred reads.
    const matchesOf = async (season: number): Promise<Listed[]> =>
      ((await app.inject(`${API}/seasons/${season}/match-center-data`)).json() as { matches: Listed[] }[]).flatMap(
        (t) => t.matches,
      );
    const all = clusters.flatMap((c) => c.seasons.map((x) => x.id));
    // Seasons played to the end before the start have nothing left to move: only the others are swept.
    const seasons: number[] = [];
    for (const season of all) {
      if ((await matchesOf(season)).some((m) => STEP[m.status ?? ''] !== 5)) seasons.push(season);
    }
    expect(seasons.length).toBeGreaterThan(1);
    const seen = new Map<number, Seen>();
    const problems: string[] = [];
    const moved = { played: 0, ended: 0 };
    for (const at of instants) {
      time.set(at);
      const when = new Date(at).toISOString();
      const { anchor } = await getJson(app, '/api/health');
      if (anchor !== '2026-11-22') problems.push(`anchor ${anchor} at ${when}`);
      for (const season of seasons) {
        for (const m of await matchesOf(season)) {
          const now: Seen = { status: m.status ?? '', date: m.date, scores: JSON.stringify(m.scores) };
          const before = seen.get(m.id);
          seen.set(m.id, now);
          if (!before) continue;
          const wrong = backwards(before, now);
          if (wrong) problems.push(`match ${m.id} at ${when}: ${wrong}`);
          if (before.status === 'notStarted' && now.status !== 'notStarted') moved.played++;
          if (STEP[before.status] !== 5 && STEP[now.status] === 5) moved.ended++;
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // The sweep saw matches kick off and end, the rolling fixtures' among them.
    expect(moved.played).toBeGreaterThan(4);
    expect(moved.ended).toBeGreaterThan(4);
  }, 60_000);
});
