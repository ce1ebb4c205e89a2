import { describe, expect, it } from 'vitest';
import { NOW } from '../helpers/app.js';
import { embeddedBrowserAndSite, hasBrowser, hydrated, newContext, watchConsole } from './browser.js';

const MINUTE = 60_000;

interface Row {
  id: number;
  status: string;
  minute: number | null;
  date: string | null;
  home: { slug: string };
  away: { slug: string };
}

/**
 * The home page's live cards against the match page, on the embedded league and a clock the test
 * moves (the site's data cache follows it): the season's copy of a live match ages in that cache,
 * and the home page must show the match page's minute anyway, then keep up with it by itself.
 */
describe.skipIf(!hasBrowser)('the live home', () => {
  let offset = 0;
  const clock = () => new Date(NOW.getTime() + offset);
  const site = embeddedBrowserAndSite(clock, { dataOnClock: true });

  const json = async <T>(path: string): Promise<T> => (await (await fetch(site.base + path)).json()) as T;

  it('shows the match page minute, and moves with it through one poll for all its cards', async () => {
    offset = 5 * MINUTE;
    type Home = { state: { data: { view: { onNow: { region: string; match: Row }[] } } | null } };
    // The first request of a busy machine may outlast the page's deadline while the league warms up.
    let state: Home['state'] = { data: null };
    await expect
      .poll(async () => (state = (await json<Home>('/_payload/en')).state).data, { timeout: 30_000 })
      .not.toBeNull();
    const live = state
      .data!.view.onNow.filter((m) => m.region === 'espana' && m.match.status === 'live')
      .sort((a, b) => Date.parse(b.match.date!) - Date.parse(a.match.date!))[0]?.match;
    expect(live, 'a match of Spain is live on the home page five minutes after NOW').toBeDefined();

    offset = 8 * MINUTE;
    const context = await newContext(site.browser);
    const home = await context.newPage();
    const match = await context.newPage();
    const problems = [home, match].map(watchConsole);
    const polls: string[] = [];
    home.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/_live/')) polls.push(r.url());
    });
    await home.goto(`${site.base}/en`);
    await hydrated(home);
    await match.goto(`${site.base}/en/espana/matches/${live!.id}-${live!.home.slug}-vs-${live!.away.slug}`);
    await hydrated(match);
    const card = home.locator(`.match-card:has(a[href*="/matches/${live!.id}-"]) .match-status`);
    const scoreboard = match.locator('.scoreboard-status');
    const liveMinute = async () => (await json<Row>(`/_live/matches/espana/${live!.id}`)).minute;
    expect(await card.textContent()).toBe(await scoreboard.textContent());
    expect(await card.textContent()).toContain(`${await liveMinute()}'`);

    offset = 11 * MINUTE;
    const later = await liveMinute();
    expect(await card.textContent()).not.toContain(`${later}'`);
    await expect.poll(() => card.textContent(), { timeout: 30_000, interval: 500 }).toContain(`${later}'`);
    await expect
      .poll(() => scoreboard.textContent(), { timeout: 30_000, interval: 500 })
      .toBe(await card.textContent());

    const liveCards = await home.locator('.match-card.status-live').count();
    expect(polls.length).toBeGreaterThan(0);
    for (const url of polls) {
      const { pathname, searchParams } = new URL(url);
      expect(pathname).toBe('/_live/cards');
      expect([...searchParams.keys()]).toEqual(['m']);
      expect(searchParams.get('m')!.split(',').length).toBeGreaterThanOrEqual(liveCards);
    }
    expect(problems.flat()).toEqual([]);
    await context.close();
  }, 90_000);
});
