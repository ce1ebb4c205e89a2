import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { createDataLayer } from '../../src/server/data/index.js';
import { NOW, testApp } from '../helpers/app.js';
import { embeddedUpstream } from '../helpers/embedded.js';

const MINUTE = 60_000;

interface Row {
  id: number;
  status: string;
  soon: boolean;
  minute: number | null;
  date: string | null;
  home: { score: number | null };
  away: { score: number | null };
}
interface MatchesPayload {
  state: { data: { view: { matches: Row[] } } };
}
interface RegionPayload {
  state: { data: { live: { value: { view: { upcoming: Row[] } } } } };
}
interface HomePayload {
  state: { data: { view: { onNow: { region: string; match: Row }[] } } };
}

/** What two pages must agree on about one match at one moment. */
const shown = (row: Row | undefined) =>
  row && { status: row.status, minute: row.minute, score: [row.home.score, row.away.score] };

/**
 * Pages showing the same match at the same moment agree on it (docs/decisions/0076): the lists
 * read the season, whose copy keeps for a minute or more, and the match page the live view. The
 * league, the site and its data cache run on one clock the test moves.
 */
describe('one match, one state on every page', () => {
  let offset = 0;
  const clock = () => new Date(NOW.getTime() + offset);
  let app: FastifyInstance;
  beforeAll(async () => {
    const upstream = await embeddedUpstream(clock);
    const env = { UPSTREAM_URL: upstream.origin };
    const data = createDataLayer({
      origin: upstream.origin,
      cmsUrl: null,
      context: loadConfig(env).webContext,
      now: () => clock().getTime(),
    });
    app = await testApp(env, { clock, data });
    app.addHook('onClose', () => upstream.close());
  }, 30_000);
  afterAll(() => app?.close());

  const json = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.json() as T;
  };
  const matchPage = async (id: number) => json<Row>(`/_live/matches/espana/${id}`);

  it('shows a match that kicked off as the match page does, on the matches list and both homes', async () => {
    const next = (await json<MatchesPayload>('/_payload/en/espana/matches')).state.data.view.matches
      .filter((m) => m.status === 'scheduled')
      .sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!))[0];
    expect(next, 'a match of the turn is still to play at NOW').toBeDefined();
    // The season is read into the data cache while that match is about to start.
    offset = Date.parse(next!.date!) - NOW.getTime() - MINUTE;
    const soon = (await json<MatchesPayload>('/_payload/en/espana/matches')).state.data.view.matches.find(
      (m) => m.id === next!.id,
    );
    expect(soon?.soon).toBe(true);
    await json<RegionPayload>('/_payload/en/espana');
    await json<HomePayload>('/_payload/en');

    // Two minutes past its kick-off: the season's copy, served for minutes while it is read again,
    // still has it not started; the match page has it in play.
    offset = Date.parse(soon!.date!) - NOW.getTime() + 2 * MINUTE;
    const page = await matchPage(soon!.id);
    expect(page.status).toBe('live');
    const listed = (await json<MatchesPayload>('/_payload/en/espana/matches')).state.data.view.matches;
    const region = (await json<RegionPayload>('/_payload/en/espana')).state.data.live.value.view.upcoming;
    const onNow = (await json<HomePayload>('/_payload/en')).state.data.view.onNow.map((m) => m.match);
    for (const [name, rows] of [
      ['matches list', listed],
      ['region home', region],
      ['home', onNow],
    ] as const) {
      expect(shown(rows.find((m) => m.id === soon!.id)), name).toEqual(shown(page));
    }
  });
});
