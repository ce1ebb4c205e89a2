import { beforeAll, describe, expect, it } from 'vitest';
import { longDate, longDateTime } from '../../src/shared/i18n/dates.js';
import type { DraftData } from '../../src/shared/ui/pages/draft-page.js';
import type { DraftPlayersData } from '../../src/shared/ui/pages/draft-players-page.js';
import type { JoinDraftData } from '../../src/shared/ui/pages/join-draft-page.js';
import { NOW, pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, 'g')) ?? []).length;

/** The draft, its pool, reserves and wildcards over HTTP, on the embedded league (kings). */
describe('draft pages (kings)', () => {
  const site = sharedEmbeddedSite();
  const get = async (url: string) => {
    const res = await site.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  // The first visit computes the whole league: on a busy machine it may pass the page deadline.
  beforeAll(() => site.app.inject({ url: '/en/espana/draft' }), 30_000);

  it.each([
    '/en/espana/draft',
    '/ar/espana/draft',
    '/en/espana/draft-players',
    '/ar/espana/draft-players',
    '/es/espana/jugadores-draft',
    '/en/espana/draft/reserves',
    '/ar/espana/draft/reserves',
    '/en/espana/wildcard-players',
    '/ar/espana/wildcard-players',
    '/en/germany/draft',
    '/en/kwc-nations/draft-players',
    '/en/world-cup/wildcard-players',
    '/de/italia/draft/reservierungen',
  ])('%s shows its data under one heading', async (url) => {
    const body = await get(url);
    expect(pageData(body).state.data, url).toBeTruthy();
    expect(count(main(body), /<h1[ >]/)).toBe(1);
  });

  it("shows every pick by round, and each drafted player is in the squad on the picking team's page", async () => {
    const html = await get('/en/espana/draft');
    const { draft } = pageData(html).state.data as DraftData;
    expect(draft!.rules).toMatchObject({ teams: 12, rounds: 10, picks: 120, snake: true, squadSize: 13, wildcards: 3 });
    expect(draft!.rounds.map((r) => r.picks.length)).toEqual(Array(10).fill(12));
    expect(main(html)).toContain(`<dd>${longDateTime(draft!.date!, 'en', 'Europe/Madrid')}</dd>`);
    for (const pick of draft!.rounds[0]!.picks.slice(0, 4)) {
      const player = `/en/espana/players/${pick.player.id}-${pick.player.slug}`;
      expect(main(html)).toContain(`href="${player}"`);
      expect(await get(`/en/espana/teams/${pick.team.id}-${pick.team.slug}`)).toContain(`href="${player}"`);
    }
  });

  it('says when the season had no draft, and when the next one is not announced', async () => {
    expect(main(await get('/en/germany/draft'))).toContain('Not announced yet');
    expect((await site.app.inject({ url: '/en/world-cup/draft' })).statusCode).toBe(404);
  });

  describe('the draft pool filters and pages, server-rendered from the address', () => {
    const pool = async (query: string) => {
      const html = await get(`/en/espana/draft-players${query}`);
      return {
        html: main(html),
        head: /<head>[\s\S]*<\/head>/.exec(html)![0],
        data: pageData(html).state.data as DraftPlayersData,
      };
    };
    type Card = DraftPlayersData['cards'][number];
    const shownIds = (html: string) =>
      [...html.matchAll(/href="\/en\/espana\/players\/(\d+)-/g)].map((m) => Number(m[1]));

    it('shows the first 24 of the whole pool: drafted players with their team, candidates as available', async () => {
      const { html, data } = await pool('');
      expect(data.cards).toHaveLength(144);
      expect(count(html, /class="pool-card( is-available)?"/)).toBe(24);
      expect(shownIds(html)).toEqual(data.cards.slice(0, 24).map((c) => c.id));
      expect(html).toContain('<p class="pool-count" aria-live="polite">Players 1–24 of 144</p>');
      expect(html).toContain('<nav class="pager" aria-label="Draft pool pages">');
    });

    it.each([
      [1, '', null, '/en/espana/draft-players?page=2'],
      [2, '?page=2', '/en/espana/draft-players', '/en/espana/draft-players?page=3'],
      [6, '?page=6', '/en/espana/draft-players?page=5', null],
    ])(
      'page %i of six (%s) shows its 24 cards and links its neighbours, in the page and the head',
      async (n, query, prev, next) => {
        const { html, head, data } = await pool(query);
        expect(shownIds(html)).toEqual(data.cards.slice((n - 1) * 24, n * 24).map((c) => c.id));
        expect(html).toContain(`aria-current="page" aria-label="Page ${n}"`);
        expect(head).toContain(`<link rel="canonical" href="https://kingsleague.pro/en/espana/draft-players${query}">`);
        expect(head).not.toContain('noindex');
        for (const [rel, link] of [
          ['prev', prev],
          ['next', next],
        ] as const) {
          if (link) {
            expect(html).toContain(`href="${link}" rel="${rel}"`);
            expect(head).toContain(`<link rel="${rel}" href="https://kingsleague.pro${link}">`);
          } else expect(head).not.toContain(`rel="${rel}"`);
        }
      },
    );

    it.each([
      ['/en/espana/draft-players?page=2', 'Players 25–48 of 144'],
      ['/en/espana/draft-players?page=6', 'Players 121–144 of 144'],
      ['/es/espana/jugadores-draft?page=3', 'Jugadores 49–72 de 144'],
      ['/ar/espana/draft-players?page=2', 'اللاعبون من 25 إلى 48 من أصل 144'],
      ['/en/espana/draft-players?team=drafted&page=2', 'Players 25–48 of 120 with these filters (144 in all)'],
    ])('%s counts the cards it shows, not the whole pool', async (url, text) => {
      expect(main(await get(url))).toContain(`<p class="pool-count" aria-live="polite">${text}</p>`);
    });

    it.each(['?page=7', '?page=0', '?page=-1', '?page=two', '?page=1.5', '?page=', '?page=99999999', '?team=5&page=2'])(
      '%s is not a page of the pool: 404',
      async (query) => {
        const res = await site.app.inject({ url: `/en/espana/draft-players${query}` });
        expect(res.statusCode).toBe(404);
      },
    );

    it.each([
      ['?position=goalkeeper', (c: Card) => c.role === 'goalkeeper'],
      ['?team=available', (c: Card) => c.team === null],
      ['?team=drafted&position=forward', (c: Card) => c.team !== null && c.role === 'forward'],
      ['?team=5', (c: Card) => c.team?.id === 5],
    ])('%s renders the first page of the matching cards, left out of search engines', async (query, keep) => {
      const { html, head, data } = await pool(query);
      const expected = data.cards.filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect(shownIds(html)).toEqual(expected.slice(0, 24).map((c) => c.id));
      const last = Math.min(24, expected.length);
      expect(html).toContain(`Players 1–${last} of ${expected.length} with these filters (144 in all)`);
      expect(head).toContain('<meta name="robots" content="noindex">');
    });

    it('pages a filter with its filter kept in the links', async () => {
      const { html, data } = await pool('?team=drafted&page=2');
      const drafted = data.cards.filter((c) => c.team !== null);
      expect(drafted.length).toBeGreaterThan(48);
      expect(shownIds(html)).toEqual(drafted.slice(24, 48).map((c) => c.id));
      expect(html).toContain('href="/en/espana/draft-players?team=drafted" rel="prev"');
      expect(html).toContain('href="/en/espana/draft-players?team=drafted&amp;page=3" rel="next"');
    });

    it('searches names without regard to accents or case', async () => {
      const all = (await pool('')).data.cards;
      const accented = all.find((c) => /[áéíóú]/i.test(c.name))!;
      const bare = accented.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().split(' ')[0]!;
      const { html } = await pool(`?q=${encodeURIComponent(bare)}`);
      const matching = all.filter((c) =>
        `${c.name} ${c.knownAs ?? ''}`
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .includes(bare.toLowerCase()),
      );
      expect(matching.slice(0, 24).map((c) => c.id)).toContain(accented.id);
      expect(shownIds(html)).toEqual(matching.slice(0, 24).map((c) => c.id));
    });

    it('ignores what it cannot show, keeps the form filled, and is canonical without its filters', async () => {
      const { data } = await pool('?position=striker&team=99999&q=');
      expect(data.filter).toEqual({ position: null, team: null, q: '' });
      const empty = await pool('?q=&position=&team=');
      expect(empty.data.cards).toHaveLength(144);
      const { html: filtered } = await pool('?position=defender&q=zzzz');
      expect(filtered).toContain('No player matches these filters.');
      expect(filtered).toMatch(/<option value="defender" selected="">/);
      expect(filtered).toContain('value="zzzz"');
      expect(await get('/en/espana/draft-players?position=defender&page=2')).toContain(
        '<link rel="canonical" href="https://kingsleague.pro/en/espana/draft-players?page=2">',
      );
    });
  });

  it('lists the twelve reserves in order, each with a player page', async () => {
    const html = main(await get('/en/espana/draft/reserves'));
    const ranks = [
      ...html.matchAll(
        /class="pool-card-rank"><span class="visually-hidden">Reserve number(?:<!-- -->)? <\/span>(\d+)/g,
      ),
    ].map((m) => Number(m[1]));
    expect(ranks).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const player = /href="(\/en\/espana\/players\/\d+-[^"]+)"/.exec(html)![1]!;
    expect(main(await get(player))).not.toContain('class="player-team"');
  });

  it("lists each team's wildcards under the team", async () => {
    const html = main(await get('/en/espana/wildcard-players'));
    expect(count(html, /class="wildcard-team"/)).toBe(12);
    expect(count(html, /class="pool-card"/)).toBe(36);
  });
});

describe.each(['kings', 'queens'])('the draft pool links its drafted players (%s)', (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });

  it("links every drafted player to their player page, which names them with the drafting team's link", async () => {
    const res = await site.app.inject({ url: '/en/espana/draft-players' });
    const cards = (pageData(res.body).state.data as DraftPlayersData).cards;
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(cards.length / 24) - 1 }, (_, i) =>
        site.app.inject({ url: `/en/espana/draft-players?page=${i + 2}` }),
      ),
    );
    const html = [res, ...pages].map((page) => main(page.body)).join('');
    const drafted = cards.filter((c) => c.team !== null);
    expect(drafted.length).toBeGreaterThan(0);
    const links = drafted.map((card) => `/en/espana/players/${card.id}-${card.slug}`);
    for (const link of links) expect(html).toContain(`class="pool-card-name" dir="auto" href="${link}"`);
    // Each player page is a read of its own: the first, a middle and the last drafted player stand for all.
    for (const i of [0, drafted.length >> 1, drafted.length - 1]) {
      const page = await site.app.inject({ url: links[i]! });
      expect(page.statusCode, links[i]).toBe(200);
      expect(main(page.body)).toContain(drafted[i]!.name);
      expect(main(page.body)).toContain(`/en/espana/teams/${drafted[i]!.team!.id}-${drafted[i]!.team!.slug}"`);
    }
  });
});

describe('join the draft: the next call and the current edition', () => {
  const kings = sharedEmbeddedSite();
  const queens = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });
  const page = async (site: typeof kings, url: string) => {
    const res = await site.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return { html: main(res.body), data: pageData(res.body).state.data as JoinDraftData };
  };

  it('the world cup says when its next call opens and what its draft came to', async () => {
    const { html, data } = await page(kings, '/en/world-cup/join-the-draft');
    expect(data.application).toBeNull();
    expect(Date.parse(data.nextCall!)).toBeGreaterThan(NOW.getTime());
    expect(html).toContain(
      `The call to the next Kings World Cup Clubs draft opens on ${longDate(data.nextCall!, 'en', 'UTC')}.`,
    );
    expect(html).not.toContain('has no open call');
    expect(data.edition).toMatchObject({ drafted: 88, teams: 8 });
    expect(html).toContain(`The ${data.edition!.season} draft`);
    expect(html).toContain('88 players were drafted by 8 teams.');
  });

  it.each([
    ['kings', kings, 'jugadores'],
    ['queens', queens, 'jugadoras'],
  ] as const)('Spain (%s) shows its open call and its edition in its own words', async (_name, site, word) => {
    const { html, data } = await page(site, '/es/espana/unete-al-draft');
    expect(data.application?.status).toBe('open');
    expect(data.nextCall).toBeNull();
    const drafted = data.edition!.drafted;
    expect(drafted).toBeGreaterThan(0);
    expect(html).toContain(`${data.edition!.teams} equipos eligieron a ${drafted} ${word} en el draft.`);
  });
});
