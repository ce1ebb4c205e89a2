import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { FOLLOW_MAX } from '../../src/shared/league/follow-set.js';
import type { RegionMatch } from '../../src/shared/league/home-view.js';
import { NOW, pageData, testApp } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { switchableUpstream } from '../helpers/switchable-upstream.js';

/** Following teams: the team page's button, the followed matches' JSON and the combined calendar. */
type Site = ReturnType<typeof sharedEmbeddedSite>;

async function teamsOf(site: Site, region: string) {
  const res = await site.app.inject({ url: `/en/${region}/teams` });
  return (pageData(res.body).state.data as { teams: { id: number; name: string }[] }).teams;
}

const plays = (m: RegionMatch, id: number) => m.match.home.id === id || m.match.away.id === id;

async function followed(site: Site, query: string) {
  const res = await site.app.inject({ url: `/_follow/matches?${query}` });
  expect(res.statusCode, query).toBe(200);
  return (res.json() as { matches: RegionMatch[] }).matches;
}

async function calendar(site: Site, url: string) {
  const res = await site.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { res, events, name: new ICAL.Component(ICAL.parse(res.body)).getFirstPropertyValue('x-wr-calname') };
}

describe('following teams (kings)', () => {
  const site = sharedEmbeddedSite();

  it('renders the follow button disabled and not pressed until the page is hydrated', async () => {
    const [team] = await teamsOf(site, 'espana');
    const list = (await site.app.inject({ url: '/en/espana/teams' })).body;
    const url = new RegExp(`href="(/en/espana/teams/${team!.id}-[^"]+)"`).exec(list)![1]!;
    const html = (await site.app.inject({ url })).body;
    const button = /<button[^>]*class="share-button follow-button"[^>]*>/.exec(html)?.[0];
    expect(button).toBeDefined();
    expect(button).toContain('aria-pressed="false"');
    expect(button).toContain('disabled=""');
    expect(button).toContain(`aria-label="Follow ${team!.name}"`);
  });

  it("gives the followed teams' live and next matches, each team's next once, live first then by kick-off", async () => {
    const [a, b] = await teamsOf(site, 'espana');
    const matches = await followed(site, `teams=${a!.id},${b!.id}&lang=en`);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => plays(m, a!.id) || plays(m, b!.id))).toBe(true);
    for (const id of [a!.id, b!.id]) expect(matches.some((m) => m.match.status !== 'live' && plays(m, id))).toBe(true);
    expect(new Set(matches.map((m) => `${m.region}:${m.match.id}`)).size).toBe(matches.length);
    const ahead = matches.filter((m) => m.match.status !== 'live').map((m) => Date.parse(m.match.date!));
    expect(ahead).toEqual([...ahead].sort((x, y) => x - y));
    expect(matches.every((m) => m.region === 'espana')).toBe(true);
  });

  it('keeps to one competition when asked for its home, and ignores ids that play nowhere', async () => {
    const [a] = await teamsOf(site, 'espana');
    expect(await followed(site, `teams=${a!.id}&region=italia`)).toEqual([]);
    expect((await followed(site, `teams=${a!.id}&region=espana`)).length).toBeGreaterThan(0);
    expect(await followed(site, 'teams=999999')).toEqual([]);
  });

  it('keeps crawlers off the followed matches’ JSON', async () => {
    expect((await site.app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /_follow/');
  });

  it.each([
    ['', 400],
    ['teams=', 400],
    ['teams=abc', 400],
    ['teams=1,,2', 400],
    ['teams=1,1', 400],
    ['teams=0', 400],
    ['teams=1&teams=2', 400],
    [`teams=${Array.from({ length: FOLLOW_MAX + 1 }, (_, i) => i + 1).join(',')}`, 400],
    ['teams=1&lang=xx', 400],
    ['teams=1&region=atlantis', 404],
  ])('answers ?%s with %i, never a 500', async (query, status) => {
    const res = await site.app.inject({ url: `/_follow/matches?${query}` });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("puts both teams' fixtures in one calendar, each match once", async () => {
    const [a, b] = await teamsOf(site, 'espana');
    const both = await calendar(site, `/calendars/espana/teams/${a!.id},${b!.id}.ics?lang=en`);
    const uidsOf = async (id: number) =>
      (await calendar(site, `/calendars/espana/teams/${id}.ics?lang=en`)).events.map((e) => e.uid);
    const [ofA, ofB] = [await uidsOf(a!.id), await uidsOf(b!.id)];
    const uids = both.events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(new Set(uids)).toEqual(new Set([...ofA, ...ofB]));
    expect(ofA.length).toBeGreaterThan(0);
    expect(ofB.length).toBeGreaterThan(0);
    expect(both.name).toBe(`${a!.name} & ${b!.name} · Kings League Spain`);
    expect(both.events.every((e) => e.summary.includes(a!.name) || e.summary.includes(b!.name))).toBe(true);
  });

  it('leaves out an id that plays no match there, and is a 404 only when none does', async () => {
    const [a] = await teamsOf(site, 'espana');
    const some = await calendar(site, `/calendars/espana/teams/${a!.id},999999.ics`);
    expect(some.events.length).toBeGreaterThan(0);
    expect((await site.app.inject({ url: '/calendars/espana/teams/999998,999999.ics' })).statusCode).toBe(404);
  });

  it.each([
    '/calendars/espana/teams/1,1.ics',
    '/calendars/espana/teams/1,,2.ics',
    '/calendars/espana/teams/,1.ics',
    `/calendars/espana/teams/${Array.from({ length: FOLLOW_MAX + 1 }, (_, i) => i + 1).join(',')}.ics`,
  ])('is a 400 for the team list of %s', async (url) => {
    expect((await site.app.inject({ url })).statusCode).toBe(400);
  });
});

describe('following teams (queens)', () => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

  it("gives a followed team's matches and calendar in the women's league", async () => {
    const [team] = await teamsOf(site, 'espana');
    const matches = await followed(site, `teams=${team!.id}&region=espana`);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => plays(m, team!.id))).toBe(true);
    const { name, events } = await calendar(site, `/calendars/espana/teams/${team!.id}.ics?lang=en`);
    expect(name).toBe(`${team!.name} · Queens League Spain`);
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('followed matches while the league API is down', () => {
  it('answers an honest 503 that no cache keeps, not an empty list', async () => {
    const upstream = await switchableUpstream(() => NOW);
    upstream.set('stopped');
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock: () => NOW });
    const res = await app.inject({ url: '/_follow/matches?teams=1,2' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
    await upstream.close();
  });
});
