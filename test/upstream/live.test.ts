import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/shared/api/index.js';
import {
  API,
  getJson,
  goalsFromEvents,
  isEnded,
  isLive,
  MINUTE,
  movableClock,
  NOW,
  REGIONS,
  upstream,
} from './helpers.js';

/** Matches follow the clock: the API is asked at moments a test chooses. */
const time = movableClock();
const app = upstream({ clock: time.clock });
afterAll(() => app.close());

const SPAIN = 41; // Kings League Spain, current season
const matchesAt = async (ms: number, seasonId = SPAIN) => {
  time.set(ms);
  const turns = await getJson(app, `${API}/seasons/${seasonId}/match-center-data`, s.matchCenterData);
  return turns.flatMap((t) => t.matches);
};

/** The rolling fixtures: the matches whose kick-off moves when the clock moves an hour. */
let rolling: number[];
beforeAll(async () => {
  const [before, after] = [await matchesAt(NOW.getTime()), await matchesAt(NOW.getTime() + 60 * MINUTE)];
  rolling = before.filter((m, i) => m.date !== after[i]!.date).map((m) => m.id);
  expect(rolling).toHaveLength(2);
});

describe('a rolling fixture', () => {
  const ORDER = ['notStarted', 'inPlay1H', 'halfTime', 'inPlay2H', 'inPlayP', 'ended', 'endedAfterPenalties'];

  it.each([0, 1])(
    'goes notStarted → inPlay1H → halfTime → inPlay2H → ended as the clock passes its kick-off (fixture %i)',
    async (which) => {
      const id = rolling[which]!;
      time.set(NOW.getTime() + 2 * 60 * MINUTE);
      const kickoff = Date.parse((await getJson(app, `${API}/matches/${id}`, s.matchDetail)).date!);
      const seen: string[] = [];
      let last = [0, 0];
      let minute = 0;
      for (let at = kickoff - 3 * MINUTE; at <= kickoff + 52 * MINUTE; at += 20_000) {
        time.set(at);
        const m = await getJson(app, `${API}/matches/${id}?live=true`, s.matchDetail);
        expect(Date.parse(m.date!), 'the kick-off stays put while the match is on').toBe(kickoff);
        if (seen.at(-1) !== m.status) seen.push(m.status!);
        if (m.status === 'notStarted') {
          expect(m.scores?.homeScore ?? null).toBeNull();
          expect(m.events).toEqual([]);
          continue;
        }
        const score = [m.scores!.homeScore!, m.scores!.awayScore!];
        expect(score[0], 'the score never decreases').toBeGreaterThanOrEqual(last[0]!);
        expect(score[1], 'the score never decreases').toBeGreaterThanOrEqual(last[1]!);
        expect(goalsFromEvents(m.events, m.participants.homeTeamId!, m.participants.awayTeamId!)).toEqual(score);
        const elapsed = (at - kickoff) / 1000;
        expect(
          m.events.every((e) => e.matchSecond! <= elapsed),
          'no event from the future',
        ).toBe(true);
        expect(m.currentMinute!).toBeGreaterThanOrEqual(minute);
        [last, minute] = [score, m.currentMinute!];
      }
      const drawn = last[0] === last[1];
      expect(seen).toEqual([
        'notStarted',
        'inPlay1H',
        'halfTime',
        'inPlay2H',
        ...(drawn ? ['inPlayP', 'endedAfterPenalties'] : ['ended']),
      ]);
      expect(seen.map((x) => ORDER.indexOf(x))).toEqual([...seen.map((x) => ORDER.indexOf(x))].sort((a, b) => a - b));
    },
  );

  it('shows the same status and score in lists as in its detail', async () => {
    for (const at of [NOW.getTime(), NOW.getTime() + 23 * MINUTE, NOW.getTime() + 41 * MINUTE]) {
      const listed = (await matchesAt(at)).filter((m) => rolling.includes(m.id));
      for (const m of listed) {
        const detail = await getJson(app, `${API}/matches/${m.id}`, s.matchDetail);
        expect([detail.status, detail.scores, detail.date]).toEqual([m.status, m.scores, m.date]);
      }
    }
  });
});

describe('the Spain kings competition', () => {
  /** Every 4 minutes for three hours, then one moment a day for three months either side, at odd seconds. */
  const moments = [
    ...Array.from({ length: 45 }, (_, i) => NOW.getTime() + i * 4 * MINUTE),
    ...Array.from({ length: 30 }, (_, i) => NOW.getTime() + (i - 15) * 6 * 1440 * MINUTE + ((i * 7919) % 3600) * 1000),
  ];

  it('has, at any time, a match live or starting within 15 minutes', async () => {
    for (const at of moments) {
      const matches = await matchesAt(at);
      const soon = matches.some(
        (m) =>
          isLive(m.status) ||
          (m.status === 'notStarted' && Date.parse(m.date!) - at <= 15 * MINUTE && Date.parse(m.date!) >= at),
      );
      expect(soon, new Date(at).toISOString()).toBe(true);
    }
  });

  it('shows each match by the clock: ended after its kick-off, ahead before it', async () => {
    const at = NOW.getTime();
    for (const m of await matchesAt(at)) {
      const kickoff = Date.parse(m.date!);
      if (isEnded(m.status)) expect(kickoff + 40 * MINUTE, `match ${m.id}`).toBeLessThanOrEqual(at);
      else if (isLive(m.status)) expect(at - kickoff, `match ${m.id}`).toBeLessThan(50 * MINUTE);
      else if (m.status === 'notStarted') expect(kickoff, `match ${m.id}`).toBeGreaterThan(at);
    }
  });
});

describe('postponed and cancelled matches', () => {
  // A world cup's groups postpone nothing: its knockout rounds wait on every group match.
  const cups = ['kwc-nations', 'world-cup'];
  const current = [
    ...new Set(REGIONS.filter((r) => !cups.includes(r.region.slug)).map((r) => r.region.competitionId[0]!)),
  ];

  it("exist in every league's current season, without score, events or stats", async () => {
    time.set(NOW.getTime());
    const clusters = await getJson(
      app,
      `${API}/season-clusters?${current.map((c) => `competitions=${c}`).join('&')}`,
      s.seasonClusters,
    );
    const seasons = clusters.flatMap((c) => c.seasons).filter((x) => x.isCurrent);
    expect(seasons).toHaveLength(current.length);
    for (const season of seasons) {
      const matches = await matchesAt(NOW.getTime(), season.id);
      for (const status of ['postponed', 'cancelled']) {
        const m = matches.find((x) => x.status === status);
        expect(m, `${status} in season ${season.id}`).toBeDefined();
        const detail = await getJson(app, `${API}/matches/${m!.id}`, s.matchDetail);
        expect(detail).toMatchObject({ status, events: [], stats: null, scores: { homeScore: null, awayScore: null } });
        expect(Date.parse(detail.date!)).toBeLessThan(NOW.getTime());
      }
    }
  });
});
