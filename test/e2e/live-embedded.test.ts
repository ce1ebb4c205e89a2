import { describe, expect, it } from 'vitest';
import { matchDetail } from '../../src/shared/api/index.js';
import { matchView } from '../../src/shared/league/match-view.js';
import { NOW } from '../helpers/app.js';
import { embeddedBrowserAndSite, hasBrowser, hydrated, newContext, watchConsole } from './browser.js';

const MINUTE = 60_000;

interface Row {
  id: number;
  date: string;
  status: string;
  home: { slug: string; score: number | null };
  away: { slug: string; score: number | null };
}

/**
 * The live match page on the embedded league, whose clock the test moves: at NOW Spain's rolling
 * fixture has just kicked off; the test finds its first goal at full time, shows the page just
 * before it, then moves the clock past it and waits for the page's own polling to show it.
 */
describe.skipIf(!hasBrowser)('a live match on the embedded league', () => {
  let offset = 0;
  const clock = () => new Date(NOW.getTime() + offset);
  // The site's data cache ages on the same clock, so each moved clock is read from the league anew.
  const site = embeddedBrowserAndSite(clock, { dataOnClock: true });

  async function json<T>(url: string): Promise<T> {
    const res = await fetch(url);
    return (await res.json()) as T;
  }

  it('shows the goal without a reload and announces it', async () => {
    // Half a minute in: the site's data cache, on this clock, then only ever moves forward.
    const start = MINUTE / 2;
    offset = start;
    const home = await json<{ state: { data: { live: { value: { view: { upcoming: Row[] } } } } } }>(
      `${site.base}/_payload/es/espana`,
    );
    // The fixture that kicked off at NOW: the one on the half hour is in its second half, and has
    // ended by full time of this one.
    const live = home.state.data.live.value.view.upcoming.find(
      (m) => m.status === 'live' && m.date === NOW.toISOString(),
    )!;
    expect(live).toBeDefined();

    // Full time, read from the league itself: the site's cache must not hold a finished match.
    offset = 50 * MINUTE;
    const full = matchView(
      matchDetail.parse(await json(`${site.upstream}/api/v1/competition/matches/${live.id}?live=true`)),
      clock(),
    );
    const goal = full.events.find((e) => e.kind === 'goal' || e.kind === 'ownGoal');
    expect(goal, 'the rolling fixture has a goal').toBeDefined();
    const minute = Number.parseInt(goal!.minute!, 10);
    // Match minute m of the second half is on the wall clock after the five-minute break.
    const wall = (m: number) => (m > 20 ? m + 5 : m) * MINUTE;

    offset = Math.max(wall(minute) - 2 * MINUTE, start);
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
