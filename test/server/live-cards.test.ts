import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, testApp, testAppOnClock } from '../helpers/app.js';
import { countingUpstream } from '../helpers/counting-upstream.js';
import { switchableUpstream } from '../helpers/switchable-upstream.js';

const MINUTE = 60_000;

interface Row {
  id: number;
  status: string;
  minute: number | null;
  date: string | null;
}
interface RegionPayload {
  state: { data: { live: { value: { view: { upcoming: Row[] } } } } };
}
interface HomePayload {
  state: { data: { view: { onNow: { region: string; match: Row }[] } } };
}

/**
 * Live cards (docs/spec.md §9 timings) on the embedded league, whose clock the test moves: the
 * season's copy of a live match ages for a minute or more in the data cache, the match page's does
 * not, and a card must show the match page's minute. The site's data cache runs on that clock.
 */
// Also on an API without the call for several of a season's matches at once: then each is read alone.
describe.each([
  ['live match cards', undefined],
  ['live match cards, read one by one', /^\/api\/v1\/competition\/seasons\/\d+\/matches$/],
])('%s', (_, refuse) => {
  let offset = 5 * MINUTE;
  let app: FastifyInstance;
  let upstream: Awaited<ReturnType<typeof countingUpstream>>;
  beforeAll(async () => {
    const clock = () => new Date(NOW.getTime() + offset);
    upstream = await countingUpstream(clock, refuse);
    app = await testAppOnClock(upstream.origin, clock);
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  const json = async <T>(url: string): Promise<T> => (await app.inject({ url })).json() as T;
  const matchMinute = async (id: number) => (await json<Row>(`/_live/matches/espana/${id}`)).minute;

  it('shows the match page minute on the home pages, not the season copy one', async () => {
    offset = 5 * MINUTE;
    // Reads the seasons into the data cache at minute 5.
    const early = await json<RegionPayload>('/_payload/en/espana');
    const onHome = (await json<HomePayload>('/_payload/en')).state.data.view.onNow
      .filter((m) => m.region === 'espana')
      .map((m) => m.match.id);
    // Of the live ones on both pages, the one that kicked off last has the most of its match ahead.
    const live = early.state.data.live.value.view.upcoming
      .filter((m) => m.status === 'live' && onHome.includes(m.id))
      .sort((a, b) => Date.parse(b.date!) - Date.parse(a.date!))[0]!;
    expect(live, 'a match is live five minutes after NOW').toBeDefined();

    offset = 8 * MINUTE;
    const minute = await matchMinute(live.id);
    expect(minute).toBeGreaterThan(live.minute!);
    const region = await json<RegionPayload>('/_payload/en/espana');
    expect(region.state.data.live.value.view.upcoming.find((m) => m.id === live.id)?.minute).toBe(minute);
    const home = await json<HomePayload>('/_payload/en');
    expect(home.state.data.view.onNow.find((m) => m.region === 'espana' && m.match.id === live.id)?.match.minute).toBe(
      minute,
    );
  });

  it('answers every card of a page in one poll, briefly cacheable', async () => {
    offset = 9 * MINUTE;
    const { state } = await json<RegionPayload>('/_payload/en/espana');
    const ids = state.data.live.value.view.upcoming.map((m) => m.id);
    const res = await app.inject({ url: `/_live/cards?m=${ids.map((id) => `espana:${id}`).join(',')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('s-maxage=2');
    const { rows } = res.json() as { rows: Record<string, Row> };
    expect(Object.keys(rows).sort()).toEqual(ids.map((id) => `espana:${id}`).sort());
    const live = Object.values(rows).find((r) => r.status === 'live')!;
    expect(live.minute).toBe(await matchMinute(live.id));
  });

  it('rejects unknown regions and malformed, missing or too many cards', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `espana:${i + 1}`).join(',');
    for (const url of [
      '/_live/cards',
      '/_live/cards?lang=en',
      '/_live/cards?m=',
      '/_live/cards?m=atlantis:1',
      '/_live/cards?m=espana:abc',
      `/_live/cards?m=${many}`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 for matches the league does not have, and leaves them out beside ones it has', async () => {
    const none = await app.inject({ url: '/_live/cards?m=espana:1,espana:999999999' });
    expect(none.statusCode).toBe(404);
    expect(none.headers['cache-control']).toBe('no-store');
    const { state } = await json<RegionPayload>('/_payload/en/espana');
    const known = `espana:${state.data.live.value.view.upcoming[0]!.id}`;
    const some = await app.inject({ url: `/_live/cards?m=espana:1,${known}` });
    expect(some.statusCode).toBe(200);
    expect(Object.keys((some.json() as { rows: Record<string, Row> }).rows)).toEqual([known]);
  });
});

describe('live match cards while the league API is down', () => {
  it('answers an honest 503 that no cache keeps, not a 404', async () => {
    const upstream = await switchableUpstream(() => NOW);
    upstream.set('stopped');
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock: () => NOW });
    const res = await app.inject({ url: '/_live/cards?m=espana:2144' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
    await upstream.close();
  });
});
