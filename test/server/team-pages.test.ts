import { describe, expect, it } from 'vitest';
import { createPageCache } from '../../src/server/render/page-cache.js';
import { NOW, pageData } from '../helpers/app.js';
import { embeddedSite, sharedEmbeddedSite } from '../helpers/embedded.js';

/** The schema.org object in the head, as a crawler reads it. */
function jsonLd(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no JSON-LD');
  return JSON.parse(m[1]!);
}

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

describe('team pages on the embedded league data (kings)', () => {
  const site = sharedEmbeddedSite();
  const get = (url: string) => site.app.inject({ url });

  it("lists the region's current teams with crest, president and coach, linking to each team", async () => {
    const res = await get('/en/espana/teams');
    expect(res.statusCode).toBe(200);
    const body = main(res.body);
    expect(body.match(/class="team-card"/g)).toHaveLength(12);
    expect(body).not.toContain('To be decided');
    for (const text of [
      'Season 2026/27',
      'href="/en/espana/teams/1-1k-fc"',
      'src="/media/teams/1.svg"',
      'Iker Casillas',
      'Julio García Mera',
      'President',
      'Coach',
    ]) {
      expect(body).toContain(text);
    }
    expect(body).toContain('style="--team-primary:#6f68f4;--team-secondary:#ffffff;--team-ink:#000000"');
  });

  it('lists them in Arabic, right to left', async () => {
    const res = await get('/ar/espana/teams');
    expect(res.body).toMatch(/<html lang="ar-001" dir="rtl"/);
    for (const text of ['موسم 2026/27', 'الرئيس', 'المدرب', 'href="/ar/espana/teams/1-1k-fc"'])
      expect(res.body).toContain(text);
  });

  it('shows a team under its region: hero, staff, squad by role, season matches and statistics', async () => {
    const res = await get('/en/espana/teams/1-1k-fc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>1K FC | Kings League Spain</title>');
    const body = main(res.body);
    expect(body).toMatch(/<h1>1K FC<\/h1>/);
    for (const text of [
      'Kings League Spain 2026/27',
      'Iker Casillas',
      'Julio García Mera',
      'Goalkeepers',
      'Defenders',
      'Midfielders',
      'Forwards',
      'href="/en/espana/players/12-javier-molina"',
      'Season statistics',
      '8th in the league',
      'local time (CET).',
      'href="/en/espana/matches/2100-jijantes-fc-vs-1k-fc"',
    ]) {
      expect(body).toContain(text);
    }
    // The president listed among the players is no squad member.
    expect(body).not.toContain('/players/90001-');
    const { view, sections } = pageData(res.body).state.data as {
      view: { season: { id: number }; seasons: unknown[] };
      sections: { value: { matches: { date: string }[] }; failed: boolean };
    };
    expect(view.season.id).toBe(41);
    expect(view.seasons).toHaveLength(2);
    expect(sections.failed).toBe(false);
    const dates = sections.value.matches.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('switches season with ?season=, and falls back to the current one for an unknown value', async () => {
    const season = async (query: string) =>
      (
        pageData((await get(`/en/espana/teams/1-1k-fc${query}`)).body).state.data as {
          view: { season: { id: number } };
        }
      ).view.season.id;
    expect(await season('?season=20')).toBe(20);
    expect(await season('?season=999')).toBe(41);
    expect(await season('?season=abc')).toBe(41);
    expect(await season('?season=46')).toBe(41);
    const page = await get('/en/espana/teams/1-1k-fc?season=20');
    expect(page.body).toContain('<option value="20" selected="">Kings League Spain 2026</option>');
  });

  it('shows the team page in Arabic', async () => {
    const res = await get('/ar/espana/teams/1-1k-fc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="ar-001" dir="rtl"/);
    for (const text of [
      'التشكيلة',
      'حراس المرمى',
      'إحصائيات الموسم',
      'المركز 8 في الدوري',
      'href="/ar/espana/players/12-javier-molina"',
    ]) {
      expect(res.body).toContain(text);
    }
  });

  it('shows the global page with the current season, global player links and no season switcher', async () => {
    const res = await get('/en/teams/11-ultimate-mostoles?season=20');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Ultimate Móstoles | Kings League</title>');
    const body = main(res.body);
    expect(body).toContain('Kings League Spain 2026/27');
    expect(body).toMatch(/href="\/en\/players\/\d+-[a-z-]+"/);
    expect(body).not.toContain('name="season"');
    expect(body).toContain('href="/en/espana/matches/');
    const ar = await get('/ar/teams/11-ultimate-mostoles');
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('التشكيلة');
  });

  it('describes the team as a schema.org SportsTeam, escaped for its script element', async () => {
    const ld = jsonLd((await get('/en/espana/teams/1-1k-fc')).body);
    expect(ld).toMatchObject({
      '@type': 'SportsTeam',
      name: '1K FC',
      url: 'https://kingsleague.pro/en/espana/teams/1-1k-fc',
      logo: 'https://kingsleague.pro/media/teams/1.svg',
      memberOf: { name: 'Kings League Spain' },
    });
    expect(jsonLd((await get('/en/teams/11-ultimate-mostoles')).body)).toMatchObject({
      name: 'Ultimate Móstoles',
      memberOf: { name: 'Kings League Spain' },
    });
    // The name part comes from the visitor: it is never written back, the page has one address.
    const res = await get('/en/espana/teams/1-k&q?x=%3Cy%3E');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/espana/teams/1-1k-fc?x=%3Cy%3E');
  });

  it.each([
    ['an unknown team', '/en/espana/teams/99999-nobody'],
    ['an unknown team, globally', '/en/teams/99999-nobody'],
    ['a team id beyond any integer', '/en/espana/teams/99999999999999999999999-x'],
    ['a Spanish team under Italy', '/en/italia/teams/1-1k-fc'],
    ['an Italian team under Spain', '/en/espana/teams/101-lupi-di-roma-fc'],
    ['a Queens League team on the Kings League site', '/en/teams/23-ultimate-mostoles'],
  ])('%s is a 404', async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(pageData(res.body).state.view).toEqual({ kind: 'not-found' });
  });
});

describe('team pages on the Queens League site', () => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

  it('shows its own teams and none of the Kings League', async () => {
    expect((await site.app.inject({ url: '/en/espana/teams/23-ultimate-mostoles' })).statusCode).toBe(200);
    expect((await site.app.inject({ url: '/en/espana/teams/1-1k-fc' })).statusCode).toBe(404);
    expect((await site.app.inject({ url: '/en/teams/1-1k-fc' })).statusCode).toBe(404);
  });
});

describe('a team page on a moving clock', () => {
  it("marks the next match as starting soon once its window opens, though the team's data is unchanged", async () => {
    let now = NOW.getTime();
    const app = await embeddedSite({}, { pageCache: createPageCache({ maxBytes: 1 }) }, () => new Date(now));
    const { sections } = pageData((await app.inject({ url: '/en/espana/teams/1-1k-fc' })).body).state.data as {
      sections: { value: { matches: { date: string | null; status: string }[] } };
    };
    const next = sections.value.matches
      .filter((m) => m.status === 'scheduled' && m.date !== null && Date.parse(m.date) > now)
      .map((m) => Date.parse(m.date!))
      .sort((a, b) => a - b)[0]!;
    const soonAt = async (minutesBefore: number) => {
      now = next - minutesBefore * 60_000;
      return main((await app.inject({ url: '/en/espana/teams/1-1k-fc' })).body).includes('Starting soon');
    };
    expect(await soonAt(30)).toBe(false);
    expect(await soonAt(5)).toBe(true);
    await app.close();
  });
});
