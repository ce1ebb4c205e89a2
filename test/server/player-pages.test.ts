import { describe, expect, it } from 'vitest';
import type { DataLayer } from '../../src/server/data/index.js';
import { NotFoundError, UpstreamError } from '../../src/server/errors.js';
import { pageData, testApp } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/** The page's schema.org object, read back from its script element. */
function jsonLd(html: string): Record<string, unknown> | null {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

// The embedded league: player 1 (Ricardo López, 1K FC) and 12 (a goalkeeper) play Kings League
// Spain, 781 (Luca De Luca, Lupi di Roma FC) Kings League Italia, 157 (Irene López) Queens League Spain.
describe('the player page (kings)', () => {
  const site = sharedEmbeddedSite();

  it('shows the profile, card, season statistics, team and its matches under the region', async () => {
    const res = await site.app.inject({ url: '/en/espana/players/1-ricardo-lopez' });
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Ricardo López | Kings League Spain');
    for (const text of [
      '<h1>Ricardo López</h1>',
      'Known as Ricardo',
      '<dd>Forward</dd>',
      '3 November 1996',
      '<dt>Age</dt><dd>30</dd>',
      '184 cm',
      '<dd>Wildcard</dd>',
      // The overall rating says what it is in a tip (docs/decisions/0080).
      '<span aria-describedby="tip-overall-rating" class="rating-value tip-trigger" tabindex="0">67</span><span role="tooltip" id="tip-overall-rating" class="tip-text">The average of the ratings on this card.</span>',
      '<dt>Shooting</dt>',
      'Season statistics',
      'Matches played',
      'Expected goals (xG)',
      'League rank',
      'href="/en/espana/teams/1-1k-fc"',
      'src="/media/teams/1.svg"',
      'src="/media/players/1.svg"',
      'Matches played this season',
      'local time (CET).',
    ]) {
      expect(res.body).toContain(text);
    }
    // Stat codes the player has no line for are not shown.
    expect(res.body).not.toContain('Saves');
    expect(res.body).toMatch(/href="\/en\/espana\/matches\/\d+-[\w-]+-vs-[\w-]+"/);
    expect(res.body).toContain('style="--card-bg:#6f68f4;--card-ink:#000000;--card-accent:#ffffff"');
    expect(jsonLd(res.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ricardo López',
      url: expect.stringMatching(/\/en\/espana\/players\/1-ricardo-lopez$/),
      birthDate: '1996-11-03',
      height: { '@type': 'QuantitativeValue', value: 184, unitCode: 'CMT' },
      image: expect.stringMatching(/^https?:\/\/[^/]+\/media\/players\/1\.svg$/),
      affiliation: {
        '@type': 'SportsTeam',
        name: '1K FC',
        url: expect.stringMatching(/\/en\/espana\/teams\/1-1k-fc$/),
      },
      description:
        'Ricardo López, 1K FC: profile, card ratings, statistics and matches in Kings League Spain, season 2026/27.',
    });
  });

  it('writes a name the league sends with stray spaces as people read it', async () => {
    // Player 42's last name arrives as " Zapata" in the league's data.
    const res = await site.app.inject({ url: '/en/espana/players/42-pol-zapata' });
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Pol Zapata | Kings League Spain');
    expect(jsonLd(res.body)).toMatchObject({ name: 'Pol Zapata' });
    expect(res.body).not.toMatch(/Pol\s{2,}Zapata/);
  });

  it('is in Arabic on the Arabic site, with goalkeeper ratings for a goalkeeper', async () => {
    const res = await site.app.inject({ url: '/ar/espana/players/12-javier-molina' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dir="rtl"');
    for (const text of [
      'حارس مرمى',
      'الارتماء',
      'إحصائيات الموسم',
      'التصديات',
      'الأهداف المستقبلة',
      'href="/ar/espana/teams/1-1k-fc"',
    ])
      expect(res.body).toContain(text);
    for (const text of ['Season statistics', 'Goalkeeper', 'Diving', 'League rank'])
      expect(res.body).not.toContain(text);
    expect(title(res.body)).toBe('Javier Molina | Kings League Spain');
  });

  it('finds a player globally in the region they play in, and links there', async () => {
    for (const [lang, heading] of [
      ['en', 'Season statistics'],
      ['ar', 'إحصائيات الموسم'],
    ] as const) {
      const res = await site.app.inject({ url: `/${lang}/players/781-luca-de-luca` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Luca De Luca</h1>');
      expect(res.body).toContain('Kings League Italia');
      expect(res.body).toContain(heading);
      expect(res.body).toContain(`href="/${lang}/italia/teams/101-lupi-di-roma-fc"`);
      expect(res.body).toMatch(new RegExp(`href="/${lang}/italia/matches/\\d+-`));
      expect(pageData(res.body).state).toMatchObject({ data: { view: { id: 781, region: 'italia' } } });
      expect(jsonLd(res.body)).toMatchObject({
        '@type': 'Person',
        name: 'Luca De Luca',
        affiliation: { name: 'Lupi di Roma FC' },
      });
    }
  });

  it.each([
    '/en/espana/players/99999-nobody',
    '/en/players/99999-nobody',
    '/ar/players/99999-nobody',
    // Another region's player, and a queens player on the kings site.
    '/en/italia/players/1-ricardo-lopez',
    '/en/espana/players/157-irene-lopez',
    '/en/players/157-irene-lopez',
    '/en/espana/players/99999999999999999999-big',
  ])('%s is a 404 with no player in it', async (url) => {
    const res = await site.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(jsonLd(res.body)).toBeNull();
    expect(res.body).not.toContain('rating-card');
  });
});

describe('the player page (queens)', () => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

  it('shows a queens player and never a kings one', async () => {
    const res = await site.app.inject({ url: '/en/espana/players/157-irene-lopez' });
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Irene López | Queens League Spain');
    expect(res.body).toContain('<h1>Irene López</h1>');
    expect((await site.app.inject({ url: '/en/players/157-irene-lopez' })).statusCode).toBe(200);
    for (const url of [
      '/en/espana/players/1-ricardo-lopez',
      '/en/players/1-ricardo-lopez',
      '/en/players/781-luca-de-luca',
    ]) {
      expect((await site.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

const GOALS = {
  parameter: { code: 'GOL', name: 'Goles', shortName: 'G' },
  total: 7,
  totalAvg: null,
  ranking: 2,
  matchesPlayed: 3,
  minutesPlayed: 120,
  player: null,
  team: null,
};

/**
 * Only the calls the player loader makes, answering one player (or failing as told); its stat
 * lines come from the season's lines of every player, or, with `alone`, from an API that serves
 * only each player's own.
 */
const SEASON = { id: 41, name: 'S', displayName: null };

function oneRegionData(name: string, fail?: Error, alone = false): DataLayer {
  const player = {
    id: 5,
    shortName: name,
    firstName: null,
    lastName: null,
    jerseyName: null,
    role: null,
    foot: null,
    gender: 'male',
    image: null,
    countryId: null,
    jersey: null,
    secondaryCountryId: null,
    birthDate: null,
    height: null,
    weight: null,
    marketValue: null,
    category: null,
    metaInformation: null,
    team: null,
  };
  return {
    competition: {
      load: async () => ({ season: SEASON, missing: [] }),
      season: async () => ({ season: SEASON }),
    },
    api: {
      // An API without the extensions (alone) answers 404: the season's list is read instead.
      playerSeasons: async () => {
        if (fail) throw fail;
        if (alone) throw new NotFoundError('Player seasons not served');
        return [{ seasonId: SEASON.id, player }];
      },
      seasonPlayers: async () => {
        if (fail) throw fail;
        return [player];
      },
      seasonPlayerStats: async () => {
        if (alone) throw new NotFoundError('Season player stats not served');
        return { 5: [GOALS] };
      },
      playerSeasonStats: async () => (alone ? [{ ...GOALS, total: 9 }] : []),
      playerSeasonMatches: async () => [],
    },
    close: async () => {},
    ping: async () => true,
  } as unknown as DataLayer;
}

describe('the player page with unusual data', () => {
  it.each([
    [false, 7],
    [true, 9],
  ])(
    "reads the stat lines from the season's lines of every player, or the player's own where those are not served (alone: %s)",
    async (alone, goals) => {
      const app = await testApp({}, { data: oneRegionData('Ana', undefined, alone) });
      const res = await app.inject({ url: '/en/espana/players/5-ana' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<span class="player-stat-value">${goals}</span>`);
      await app.close();
    },
  );

  it('escapes a name that tries to close its script element', async () => {
    const app = await testApp({}, { data: oneRegionData('</script><script>alert(1)</script>') });
    const moved = await app.inject({ url: '/en/espana/players/5-x' });
    expect(moved.statusCode).toBe(301);
    const res = await app.inject({ url: moved.headers.location! });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
    expect(jsonLd(res.body)).toMatchObject({ name: '</script><script>alert(1)</script>' });
    await app.close();
  });

  it('says the data is unavailable, not missing, when the league API fails', async () => {
    const app = await testApp({}, { data: oneRegionData('X', new UpstreamError('down', '/x', 503)) });
    for (const url of ['/en/espana/players/5-x', '/en/players/5-x']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('We could not load this data right now');
    }
    await app.close();
  });
});
