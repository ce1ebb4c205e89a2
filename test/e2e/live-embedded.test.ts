import { describe, expect, it } from 'vitest';
import { NOW } from '../helpers/app.js';
import { embeddedBrowserAndSite, hasBrowser, hydrated, newContext, watchConsole } from './browser.js';

const MINUTE = 60_000;

interface Row { id: number; status: string; home: { slug: string; score: number | null }; away: { slug: string; score: number | null } }

/**
 * The live match page on the embedded league, whose clock the test moves: at NOW Spain's rolling
 * fixture has just kicked off; the test finds its first goal at full time, shows the page just
 * before it, then moves the clock past it and waits for the page's own polling to show it.
 */
describe.skipIf(!hasBrowser)('a live match on the embedded league', () => {
  let offset = 0;
  const clock = () => new Date(NOW.getTime() + offset);
  const site = embeddedBrowserAndSite(clock);

  async function json<T>(path: string): Promise<T> {
    const res = await fetch(site.base + path);
    return (await res.json()) as T;
  }

  it('shows the goal without a reload and announces it', async () => {
    offset = 5 * MINUTE;
    // Read in Spanish: this page's live cards read their matches into the site's data cache at
    // minute 5, and the English match below must come from the league at the moved clock instead.
    const home = await json<{ state: { data: { view: { upcoming: Row[] } } } }>('/_payload/es/espana');
    const live = home.state.data.view.upcoming.find((m) => m.status === 'live')!;
    expect(live).toBeDefined();

    offset = 50 * MINUTE;
    const full = await json<{ events: { kind: string; minute: string; side: 'home' | 'away' }[]; home: { score: number } ; away: { score: number } }>(`/_live/matches/espana/${live.id}?lang=en`);
    const goal = full.events.find((e) => e.kind === 'goal' || e.kind === 'ownGoal');
    expect(goal, 'the rolling fixture has a goal').toBeDefined();
    const minute = Number.parseInt(goal!.minute, 10);
    // Match minute m of the second half is on the wall clock after the five-minute break.
    const wall = (m: number) => (m > 20 ? m + 5 : m) * MINUTE;

    offset = wall(minute) - 2 * MINUTE;
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/en/espana/matches/${live.id}-${live.home.slug}-vs-${live.away.slug}`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const score = page.locator('.scoreboard-score');
    const before = (await score.textContent()) ?? '';

    offset = wall(minute) + MINUTE;
    await expect.poll(() => score.textContent(), { timeout: 30_000, interval: 1000 }).not.toBe(before);
    expect(await page.locator('[aria-live="polite"]').textContent()).toMatch(/Goal/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
