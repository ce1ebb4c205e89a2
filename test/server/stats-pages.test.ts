import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/shared/config/locales.js';
import { type RegionSlug, regionsFor } from '../../src/shared/config/regions.js';
import { isBlocked } from '../../src/shared/routing/checks.js';
import { href, tryHref } from '../../src/shared/routing/href.js';
import { ROUTE_BASES, ROUTES, type RouteBase, type RouteParams } from '../../src/shared/routing/routes.js';
import type { EmbeddedUpstream } from '../../src/upstream/embedded.js';
import { NOW, pageData, testApp } from '../helpers/app.js';
import { centerTurns, embeddedUpstream, inNextMatchday, sharedEmbeddedSite } from '../helpers/embedded.js';

const STATS = ROUTE_BASES.filter((b) => b.startsWith('region-stats'));
/** What a statistics page shows when it has figures, or says when it has none. */
const SHOWN = /class="(stat-card|stats-table|mvp-grid|notice)"/;

/**
 * Every statistics page in every region and context, from the embedded league: each answers with
 * its figures (or says in words it has none), never as a page not built yet; a page the region does
 * not have is its not-found page. Each region is read in one language (they take turns), and every
 * language is read on Spain's pages of each kind.
 */
describe.each(['kings', 'queens'] as const)('the statistics pages of the %s site', (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });

  async function expectShown(base: RouteBase, lang: Lang, region: string) {
    const path = tryHref(base, lang, { region } as RouteParams<RouteBase>)!;
    const res = await site.app.inject({ url: path });
    const blocked = isBlocked(ROUTES[base], context, region as RegionSlug);
    expect(res.statusCode, path).toBe(blocked ? 404 : 200);
    if (!blocked) expect(res.body, path).toMatch(SHOWN);
  }

  it.each(regionsFor(context).map((r, i) => [r.slug, LANGS[i % LANGS.length]!] as const))(
    'in %s, in %s',
    async (region, lang) => {
      for (const base of STATS) await expectShown(base, lang, region);
    },
    60_000,
  );

  it.each(LANGS)(
    'in espana, in %s, one page of each kind',
    async (lang) => {
      for (const base of [
        'region-stats',
        'region-stats-teams',
        'region-stats-goals',
        'region-stats-matchday-mvp',
        'region-stats-teams-cards',
      ] as const) {
        await expectShown(base, lang, 'espana');
      }
    },
    60_000,
  );
});

describe('a player leaderboard on the embedded league', () => {
  const site = sharedEmbeddedSite();
  const goals = href('region-stats-goals', 'en', { region: 'espana' });
  const get = async (url: string) => site.app.inject({ url });
  const data = async (url: string) =>
    pageData((await get(url)).body).state.data as {
      query: { orderBy: string; sortOrder: string; page: number };
      lines: number;
      pages: number;
      view: {
        columns: string[];
        rows: { rank: number; player: { id: number; name: string }; values: (number | null)[] }[];
      };
    };
  const column = (d: Awaited<ReturnType<typeof data>>, name: string) =>
    d.view.rows.map((r) => r.values[d.view.columns.indexOf(name)]!);

  it('ranks by goals, 20 a page, the page numbered in the title, the ItemList and the canonical', async () => {
    const first = await data(goals);
    expect(first.view.rows).toHaveLength(20);
    expect(first.pages).toBe(Math.ceil(first.lines / 20));
    expect(column(first, 'total')).toEqual([...column(first, 'total')].sort((a, b) => b - a));
    const res = await get(`${goals}?orderBy=total&sortOrder=ASC&page=2`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Goals · Page 2 | Kings League Spain</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://kingsleague.pro/en/espana/stats/goals?page=2">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!) as {
      '@type': string;
      numberOfItems: number;
      itemListElement: { position: number; item: { '@type': string; url: string } }[];
    };
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: first.lines });
    expect(ld.itemListElement[0]).toMatchObject({ position: 21, item: { '@type': 'Person' } });
    expect(ld.itemListElement[0]!.item.url).toMatch(/^https:\/\/kingsleague\.pro\/en\/espana\/players\/\d+-/);
  });

  it('sorts by any figure, both ways, and says which in aria-sort', async () => {
    const avg = await data(`${goals}?orderBy=totalAvg`);
    expect(column(avg, 'totalAvg')).toEqual([...column(avg, 'totalAvg')].sort((a, b) => b - a));
    const shots = await data(`${goals}?orderBy=TIR-S&sortOrder=ASC`);
    expect(column(shots, 'TIR-S')).toEqual([...column(shots, 'TIR-S')].sort((a, b) => a - b));
    const body = (await get(`${goals}?orderBy=TIR-S&sortOrder=ASC`)).body;
    expect(body).toMatch(
      /<th scope="col" aria-sort="ascending"><span class="tip"><a href="\/en\/espana\/stats\/goals\?orderBy=TIR-S" rel="nofollow" aria-describedby="tip-TIR-S" class="tip-trigger">SoT<span class="sort-mark is-ascending" aria-hidden="true"><\/span><\/a><span role="tooltip" id="tip-TIR-S" class="tip-text">Shots on target<\/span>/,
    );
  });

  it('takes anything it cannot use as the default, and refuses a page past the end with a 404', async () => {
    const plain = (await get(goals)).body;
    for (const query of [
      'orderBy=name',
      'sortOrder=up',
      'page=abc',
      'page=0',
      'page=-1',
      'season=abc',
      'season=99999',
      'orderBy[]=x',
    ]) {
      const res = await get(`${goals}?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(pageData(res.body).state.data, query).toEqual(pageData(plain).state.data);
    }
    expect(pageData((await get(`${goals}?orderBy=total&sortOrder=up`)).body).state.data).toEqual(
      pageData((await get(`${goals}?orderBy=total`)).body).state.data,
    );
    const { pages } = await data(goals);
    expect((await get(`${goals}?page=${pages}`)).statusCode).toBe(200);
    for (const page of [pages + 1, 100_001, 999_999_999])
      expect((await get(`${goals}?page=${page}`)).statusCode, `page ${page}`).toBe(404);
    expect((await get(`${href('region-stats-teams-cards', 'en', { region: 'espana' })}?page=2`)).statusCode).toBe(404);
    // The overview has one page: `page` is no query it reads, so the address is the plain one.
    const overview = href('region-stats', 'en', { region: 'espana' });
    const paged = await get(`${overview}?page=2`);
    expect(paged.statusCode).toBe(200);
    expect(paged.body).toMatch(/<link rel="canonical" href="[^"]*\/en\/espana\/stats">/);
    expect(paged.body).not.toContain('?page=2"');
  });

  it('is the discipline ranking of /api/stats on the cards page: yellow cards, then red ones', async () => {
    const cards = await data(href('region-stats-cards', 'en', { region: 'espana' }));
    const [yellow, red] = [column(cards, 'total'), column(cards, 'CRT-R')];
    for (let i = 1; i < yellow.length; i++)
      expect(yellow[i - 1]! > yellow[i]! || (yellow[i - 1] === yellow[i] && red[i - 1]! >= red[i]!)).toBe(true);
  });

  it('names the best goalkeeper of a finished season first, and says when a running one will', async () => {
    const page = href('region-stats-best-goalkeeper', 'en', { region: 'espana' });
    const current = pageData((await get(page)).body).state.data as {
      best: unknown;
      season: { seasons: { id: number; name: string }[]; selected: number };
    };
    expect(current.best).toBe('pending');
    expect((await get(page)).body).toContain(
      '<p class="notice">The season&#x27;s best goalkeeper is named when the season ends.',
    );
    // The league's own earlier season: named by its year alone, the cup by its name.
    const finished = current.season.seasons.find(
      (s) => /^\d{4}(\/\d{2})?$/.test(s.name) && s.id !== current.season.selected,
    )!;
    const body = (await get(`${page}?season=${finished.id}`)).body;
    const keeper = /<section class="best-keeper"[^>]*>.*?<h2 id="best-keeper"><a href="[^"]+">([^<]+)<\/a>/s.exec(
      body,
    )?.[1];
    expect(keeper).toBeTruthy();
    expect(body).toMatch(new RegExp(`<tr class="is-best">.*?${keeper}`, 's'));
  });
});

describe('the overview on the embedded league', () => {
  const site = sharedEmbeddedSite();

  it("shows each statistic's top three, as its leaderboard's first lines, player cards first", async () => {
    type Card = {
      base: string;
      leaders: { player: { id: number } | null; team: { id: number } | null; value: number | null }[];
    };
    const overview = (
      pageData((await site.app.inject({ url: '/en/espana/stats' })).body).state.data as {
        cards: { value: { players: Card[]; teams: Card[] } };
      }
    ).cards.value;
    expect(overview.players.map((c) => c.base)[0]).toBe('region-stats-goals');
    expect(overview.teams).toHaveLength(7);
    for (const card of [...overview.players, ...overview.teams].filter(
      (c) => c.base !== 'region-stats-matchday-mvp' && c.base !== 'region-stats-best-goalkeeper',
    )) {
      const board = pageData(
        (await site.app.inject({ url: href(card.base as 'region-stats-goals', 'en', { region: 'espana' }) })).body,
      ).state.data as {
        view: { rows: { player: { id: number } | null; team: { id: number } | null; values: number[] }[] };
      };
      const top = board.view.rows.slice(0, 3).map((r) => [r.player?.id ?? r.team?.id, r.values[0]]);
      expect(
        card.leaders.map((l) => [l.player?.id ?? l.team?.id, l.value]),
        card.base,
      ).toEqual(top);
    }
  });

  it.each(['en', 'ar'] as const)(
    'in %s, heads no figures twice, gives every figure its unit and non-counts one decimal',
    async (lang) => {
      const html = (await site.app.inject({ url: href('region-stats', lang, { region: 'espana' }) })).body;
      const titles = [...html.matchAll(/<h3 id="card-[^"]+" class="stat-card-title">([^<]+)<\/h3>/g)].map((m) => m[1]);
      expect(titles.length).toBeGreaterThan(5);
      expect(new Set(titles).size).toBe(titles.length);
      expect(html).not.toContain('id="card-region-stats-goals-grouped"');
      // The board is still a tab of its own.
      expect(html).toContain(`href="${href('region-stats-goals-grouped', lang, { region: 'espana' })}"`);
      const values = [...html.matchAll(/<span class="stat-value">([\s\S]*?)<\/span>/g)].map((m) => m[1]!);
      expect(values.length).toBeGreaterThan(20);
      for (const value of values) expect(value).toMatch(/<abbr class="stat-unit" title="[^"]+">[^<]+<\/abbr>$/);
      const expected = html.slice(html.indexOf('id="card-region-stats-expected"'));
      const xg = /<span class="stat-value">([^<]+)/.exec(expected)![1]!;
      expect(xg).toMatch(/^\d+\.\d$/);
    },
  );

  it('keeps to the statistics the region has: no assists or best goalkeeper in Italy, no matchday MVP at the Nations', async () => {
    const cards = async (region: string) =>
      (
        pageData((await site.app.inject({ url: `/en/${region}/stats` })).body).state.data as {
          cards: { value: { players: { base: string }[] } };
        }
      ).cards.value.players.map((c) => c.base);
    expect(await cards('italia')).not.toContain('region-stats-assists');
    expect(await cards('italia')).not.toContain('region-stats-best-goalkeeper');
    expect(await cards('kwc-nations')).not.toContain('region-stats-matchday-mvp');
    expect(await cards('espana')).toContain('region-stats-best-goalkeeper');
  });
});

describe("the statistics pages' structured data on one site", () => {
  const site = sharedEmbeddedSite();
  const itemList = async (url: string) => {
    const body = (await site.app.inject({ url })).body;
    const list = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((t) => t['@type'] === 'ItemList');
    return list as { name: string; itemListElement: { item: { name: string; url: string } }[] };
  };

  it("names each language's pages in that language, however often and in whatever order they are asked for", async () => {
    for (let round = 0; round < 2; round++) {
      const [en, es, it] = await Promise.all([
        itemList('/en/espana/stats'),
        itemList('/es/espana/estadisticas'),
        itemList('/it/italia/statistiche'),
      ]);
      expect(en.itemListElement[0]!.item).toEqual({
        '@type': 'WebPage',
        name: 'Goals',
        url: 'https://kingsleague.pro/en/espana/stats/goals',
      });
      expect(es.itemListElement[0]!.item).toEqual({
        '@type': 'WebPage',
        name: 'Goles',
        url: 'https://kingsleague.pro/es/espana/estadisticas/goles',
      });
      expect(it.itemListElement[0]!.item.url).toMatch(/\/it\/italia\//);
      expect(en.name).not.toBe(es.name);
    }
  });
});

describe('the matchday MVP while a matchday is being played', () => {
  /** Statuses of a match still to play or playing (docs/spec.md §4). */
  const OPEN = new Set([
    'notStarted',
    'inPlay1H',
    'inPlay2H',
    'inPlay1EH',
    'inPlay2EH',
    'inPlayP',
    'halfTime',
    'breakTime',
  ]);
  let now = NOW;
  const handle = {} as { app: FastifyInstance; upstream: EmbeddedUpstream };
  beforeAll(async () => {
    handle.upstream = await embeddedUpstream(() => now);
    // The clock moves into Spain's next matchday, read before the site under test has cached anything.
    const probe = await testApp({ UPSTREAM_URL: handle.upstream.origin }, { clock: () => now });
    const season = (
      pageData((await probe.inject({ url: '/en/espana/stats/matchday-mvp' })).body).state.data as {
        season: { selected: number };
      }
    ).season.selected;
    await probe.close();
    now = await inNextMatchday(handle.upstream.origin, season);
    handle.app = await testApp({ UPSTREAM_URL: handle.upstream.origin }, { clock: () => now });
  }, 30_000);
  afterAll(async () => {
    await handle.app?.close();
    await handle.upstream?.close();
  });

  it.each([
    ['en', 'So far'],
    ['es', 'Por ahora'],
    ['ar', 'حتى الآن'],
  ] as const)(
    'marks, in %s, the MVP of each turn with a match still to play or playing, on the page and on the card',
    async (lang, words) => {
      const res = await handle.app.inject({ url: href('region-stats-matchday-mvp', lang, { region: 'espana' }) });
      const data = pageData(res.body).state.data as {
        season: { selected: number };
        turns: { turnId: number; soFar: boolean }[];
      };
      const open = new Set(
        (await centerTurns(handle.upstream.origin, data.season.selected))
          .filter((t) => t.matches.some((m) => OPEN.has(m.status)))
          .map((t) => t.id),
      );
      const marked = data.turns.filter((t) => t.soFar).map((t) => t.turnId);
      expect(marked.length).toBeGreaterThan(0);
      expect(data.turns.length).toBeGreaterThan(marked.length);
      expect(marked).toEqual(data.turns.map((t) => t.turnId).filter((id) => open.has(id)));
      expect(res.body.split(`<span class="so-far">${words}</span>`)).toHaveLength(marked.length + 1);
      const overview = (await handle.app.inject({ url: href('region-stats', lang, { region: 'espana' }) })).body;
      const card = overview.slice(overview.indexOf('id="card-region-stats-matchday-mvp"'));
      expect(card.slice(0, card.indexOf('</article>'))).toContain(`<span class="so-far">${words}</span>`);
    },
  );
});
