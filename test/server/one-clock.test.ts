import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOnClock } from '../helpers/app.js';
import { embeddedUpstream } from '../helpers/embedded.js';

const MINUTE = 60_000;

interface Row {
  id: number;
  status: string;
  soon: boolean;
  minute: number | null;
  date: string | null;
  home: { id: number | null; slug: string | null; score: number | null };
  away: { id: number | null; slug: string | null; score: number | null };
}
interface TeamPayload {
  state: { data: { sections: { value: { matches: Row[] | null } } } };
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

/** A site of its own on the embedded league: the league, the site and its data cache on one clock a test moves. */
function siteOnClock() {
  let app: FastifyInstance | undefined;
  const site = {
    offset: 0,
    async json<T>(url: string): Promise<T> {
      const res = await app!.inject({ url });
      expect(res.statusCode, url).toBe(200);
      return res.json() as T;
    },
    matchPage: (id: number) => site.json<Row>(`/_live/matches/espana/${id}`),
  };
  const clock = () => new Date(NOW.getTime() + site.offset);
  beforeAll(async () => {
    const upstream = await embeddedUpstream(clock);
    app = await testAppOnClock(upstream.origin, clock);
    app.addHook('onClose', () => upstream.close());
  }, 30_000);
  afterAll(() => app?.close());
  return site;
}

/**
 * Pages showing the same match at the same moment agree on it (docs/decisions/0076): the lists
 * read the season, whose copy keeps for a minute or more, and the match page the live view. Each
 * part has its own site, as a moved clock only goes forward.
 */
describe('one match, one state on every page', () => {
  describe('on the lists', () => {
    const site = siteOnClock();
    const { json, matchPage } = site;
    it('shows a match that kicked off as the match page does, on the matches list and both homes', async () => {
      const next = (await json<MatchesPayload>('/_payload/en/espana/matches')).state.data.view.matches
        .filter((m) => m.status === 'scheduled')
        .sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!))[0];
      expect(next, 'a match of the turn is still to play at NOW').toBeDefined();
      // The season is read into the data cache while that match is about to start.
      site.offset = Date.parse(next!.date!) - NOW.getTime() - MINUTE;
      const soon = (await json<MatchesPayload>('/_payload/en/espana/matches')).state.data.view.matches.find(
        (m) => m.id === next!.id,
      );
      expect(soon?.soon).toBe(true);
      await json<RegionPayload>('/_payload/en/espana');
      await json<HomePayload>('/_payload/en');

      // Two minutes past its kick-off: the season's copy, served for minutes while it is read again,
      // still has it not started; the match page has it in play.
      site.offset = Date.parse(soon!.date!) - NOW.getTime() + 2 * MINUTE;
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

  describe('on team pages', () => {
    const site = siteOnClock();
    const { json, matchPage } = site;
    it("shows a team's match that just ended as its page does, counted as a result in English and Arabic", async () => {
      const region = (await json<RegionPayload>('/_payload/en/espana')).state.data.live.value.view.upcoming;
      // At NOW one rolling fixture kicks off; others of the turn are past.
      const match = region.find((m) => m.date === NOW.toISOString())!;
      expect(match, 'a match kicks off at NOW').toBeDefined();
      const teamPage = (lang: string) =>
        json<TeamPayload>(`/_payload/${lang}/espana/teams/${match.home.id}-${match.home.slug}`).then(
          (p) => p.state.data.sections.value.matches ?? [],
        );
      // A minute and a half before full time, the team's matches are read into the data cache.
      site.offset = 43.5 * MINUTE;
      expect((await teamPage('ar')).find((m) => m.id === match.id)?.status).toBe('live');
      // Two minutes on, that copy is still served while it is read again: the match page has the end.
      site.offset = 45.5 * MINUTE;
      const page = await matchPage(match.id);
      const results = (rows: Row[]) => rows.filter((m) => m.status === 'ended').map(shown);
      const [en, ar] = [await teamPage('en'), await teamPage('ar')];
      expect(shown(en.find((m) => m.id === match.id))).toEqual(shown(page));
      expect(results(ar)).toEqual(results(en));
      expect(results(en)).toContainEqual(shown(page));
    });
  });
});
