import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataLayer } from '../../src/server/data/index.js';
import { loadCatalog } from '../../src/server/messages.js';
import { createPageCache } from '../../src/server/render/page-cache.js';
import type { Lang } from '../../src/shared/config/locales.js';
import { NOW, testApp } from '../helpers/app.js';
import { switchableUpstream, type UpstreamMode } from '../helpers/switchable-upstream.js';

const { messages } = loadCatalog();
/** The page's language's words for "no season", "could not load" and "part could not load". */
const words = (url: string) => {
  const m = messages[url.split('/')[1] as Lang];
  return { noSeason: m['tables.noSeason']!, unavailable: m['data.unavailable']!, partial: m['data.partial']! };
};
/** Past every data and page freshness window, within every stale-if-error bound. */
const STEP_MS = 100 * 60_000;

let now = NOW.getTime();
const clock = () => new Date(now);
let upstream: Awaited<ReturnType<typeof switchableUpstream>>;
let app: FastifyInstance;
const warmed: string[] = [
  '/en',
  '/en/espana',
  '/en/espana/tables',
  '/en/espana/matches',
  '/en/espana/teams',
  '/en/italia/tables',
  '/en/world-cup',
];
const cold: string[] = [
  '/en/king-of-kings/tables',
  '/en/king-of-kings/teams',
  '/ar',
  '/ar/espana/tables',
  '/de/espana/spiele',
  '/fr/italia',
  '/pt/brazil/times',
  '/it/mena/classifica',
];

const firstLink = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

beforeAll(async () => {
  upstream = await switchableUpstream(clock);
  app = await testApp(
    { UPSTREAM_URL: upstream.origin },
    {
      clock,
      data: createDataLayer({
        origin: upstream.origin,
        cmsUrl: null,
        context: 'kings',
        now: () => now,
        sleep: async () => {},
      }),
      pageCache: createPageCache({ maxBytes: 64 * 1024 * 1024, now: () => now }),
    },
  );
  // Detail pages reached the way a visitor reaches them.
  const teams = (await app.inject({ url: '/en/espana/teams' })).body;
  const team = firstLink(teams, /href="(\/en\/espana\/teams\/[^"]+)"/)!;
  const squad = (await app.inject({ url: team })).body;
  const matches = (await app.inject({ url: '/en/espana/matches' })).body;
  warmed.push(
    team,
    firstLink(squad, /href="(\/en\/espana\/players\/[^"]+)"/)!,
    firstLink(matches, /href="(\/en\/espana\/matches\/\d[^"]+)"/)!,
  );
  for (const url of warmed) expect((await app.inject({ url })).statusCode, url).toBe(200);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

/** What any answer must be with the league API failing: the page, or an honest 503 nobody keeps. */
function honest(url: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const said = words(url);
  expect([200, 503], url).toContain(res.statusCode);
  expect(res.body, url).not.toContain(said.noSeason);
  if (res.statusCode === 503) {
    expect(res.headers, url).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
    expect(res.body.includes(said.unavailable) || res.body.includes(said.partial), url).toBe(true);
    expect(res.body, url).toContain('<meta name="robots" content="noindex">');
  } else {
    expect(res.body, url).not.toContain(said.unavailable);
    expect(res.body, url).not.toContain(said.partial);
  }
}

describe.each(['failing', 'malformed', 'stopped'] as const satisfies readonly UpstreamMode[])(
  'with the league API %s',
  (mode) => {
    it('still serves every warmed page, and answers the others honestly', async () => {
      upstream.set(mode);
      now += STEP_MS;
      for (const url of warmed) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        honest(url, res);
      }
      for (const url of cold) honest(url, await app.inject({ url }));
    }, 60_000);
  },
);

describe('once the league API is back', () => {
  it('renders the pages that were unavailable: none of them was kept', async () => {
    upstream.set('healthy');
    for (const url of cold) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(words(url).unavailable);
    }
  }, 60_000);
});

describe('a site started while the league API is down', () => {
  it.each(['stopped', 'malformed'] as const)(
    'with the API %s says it cannot load the data, never that there is none',
    async (mode) => {
      upstream.set(mode);
      const fresh = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
      for (const url of [
        '/en',
        '/en/espana',
        '/en/espana/tables',
        '/es/espana/partidos',
        '/en/espana/teams',
        '/en/king-of-kings/tables',
      ]) {
        const res = await fresh.inject({ url });
        expect(res.statusCode, url).toBe(503);
        honest(url, res);
      }
      await fresh.close();
      upstream.set('healthy');
    },
    60_000,
  );
});
