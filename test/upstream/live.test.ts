import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../../src/shared/api/index.js';
import { loadDataset } from '../../src/upstream/data/load.js';
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

/** Matches follow the clock: the API, started at NOW, is asked at moments a test chooses. */
const time = movableClock();
const app = upstream({ clock: time.clock });
afterAll(() => app.close());

const SPAIN = 41; // Kings League Spain, current season
const centerOf = (api: FastifyInstance, seasonId: number) =>
  getJson(api, `${API}/seasons/${seasonId}/match-center-data`, s.matchCenterData);
const matchesAt = async (ms: number, seasonId = SPAIN) => {
  time.set(ms);
  return (await centerOf(app, seasonId)).flatMap((t) => t.matches);
};

/** The rolling fixtures, as the dataset marks them: their kick-off comes from the API's start. */
const rolling = loadDataset()
  .seasons.find((x) => x.id === SPAIN)!
  .phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)))
  .filter((m) => m.rolling)
  .map((m) => m.id);

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

  it('kicks off on the hour and the half hour around the start: one live, the other played or live', async () => {
    time.set(NOW.getTime());
    const kickoffs = await Promise.all(
      rolling.map(async (id) => Date.parse((await getJson(app, `${API}/matches/${id}`, s.matchDetail)).date!)),
    );
    // NOW is 17:10: the hour's fixture kicked off at 17:00, the half hour's at 16:30.
    expect(kickoffs.map((k) => new Date(k).toISOString())).toEqual([
      '2026-11-22T17:00:00.000Z',
      '2026-11-22T16:30:00.000Z',
    ]);
  });

  it.each([0, 1])(
    'stays played once over: the hours and the day turning neither start it again nor change it (fixture %i)',
    async (which) => {
      const id = rolling[which]!;
      time.set(NOW.getTime() + 2 * 60 * MINUTE);
      const over = await getJson(app, `${API}/matches/${id}`, s.matchDetail);
      expect(isEnded(over.status)).toBe(true);
      for (const later of [2.5, 3, 3.5, 7, 24, 26, 24 * 9]) {
        time.set(NOW.getTime() + later * 60 * MINUTE);
        const m = await getJson(app, `${API}/matches/${id}`, s.matchDetail);
        expect([m.status, m.date, m.scores], `${later} hours after NOW`).toEqual([over.status, over.date, over.scores]);
      }
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
  /** Every 4 minutes for an hour, then one moment every six days for three months either side, at odd seconds. */
  const moments = [
    ...Array.from({ length: 15 }, (_, i) => NOW.getTime() + i * 4 * MINUTE),
    ...Array.from({ length: 30 }, (_, i) => NOW.getTime() + (i - 15) * 6 * 1440 * MINUTE + ((i * 7919) % 3600) * 1000),
  ];

  it('has, whenever the API starts, a match live or starting within 15 minutes', async () => {
    for (const at of moments) {
      const started = upstream({ clock: () => new Date(at) });
      const matches = (await centerOf(started, SPAIN)).flatMap((t) => t.matches);
      await started.close();
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
