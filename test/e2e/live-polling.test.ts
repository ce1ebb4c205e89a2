import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_POLL_MS } from '../../src/shared/ui/components/use-live-match.js';
import { NOW } from '../helpers/app.js';
import { embeddedBrowserAndSite, hasBrowser, hydrated, newContext, watchConsole } from './browser.js';

const MINUTE = 60_000;

interface LiveView {
  id: number;
  status: string;
  minute: string | null;
  date: string | null;
  home: { slug: string };
  away: { slug: string };
}

/**
 * The polling of a live match page (use-live-match.ts), on the embedded league. The page's timers
 * run on Playwright's clock, paused, so a poll happens only when the test moves that clock; the
 * league and the site's data cache run on the test's clock.
 */
describe.skipIf(!hasBrowser)('a live match page polls', () => {
  let offset = 0;
  const clock = () => new Date(NOW.getTime() + offset);
  const site = embeddedBrowserAndSite(clock, { dataOnClock: true });
  let match: LiveView;

  beforeAll(async () => {
    offset = 5 * MINUTE;
    const home = (await (await fetch(`${site.base}/_payload/en/espana`)).json()) as {
      state: { data: { live: { value: { view: { upcoming: LiveView[] } } } } };
    };
    // The one that kicked off last has the most of its match ahead.
    match = home.state.data.live.value.view.upcoming
      .filter((m) => m.status === 'live')
      .sort((a, b) => Date.parse(b.date!) - Date.parse(a.date!))[0]!;
    expect(match, 'a match is live five minutes after NOW').toBeDefined();
  });

  type Polls = 'answered' | 'refused' | 'cut';

  /**
   * The match page, hydrated, its clock paused; `requests` lists its polls and the marks the test
   * sets, and `polls` says how the next ones fare.
   */
  async function open(at: number) {
    offset = at;
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/_live/')) requests.push('poll');
      else if (path === '/healthz') requests.push('mark');
    });
    const fate = { polls: 'answered' as Polls };
    // Routing also turns off the HTTP cache, which would answer polls made within the answer's max-age of 2 s with one copy.
    await page.route('**/_live/**', (route) => {
      if (fate.polls === 'cut') return route.abort('failed');
      if (fate.polls === 'refused')
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"League data unavailable"}',
        });
      return route.continue();
    });
    await page.clock.install({ time: clock() });
    await page.clock.pauseAt(clock().getTime() + 1000);
    await page.goto(`${site.base}/en/espana/matches/${match.id}-${match.home.slug}-vs-${match.away.slug}`);
    await hydrated(page);
    return { page, problems, requests, fate };
  }

  /** Moves the page's clock one poll interval and waits for that poll's answer. */
  async function pollOnce(page: Page) {
    const answered = page.waitForResponse((r) => r.url().includes('/_live/'), { timeout: 10_000 });
    await page.clock.runFor(LIVE_POLL_MS);
    return answered;
  }

  /** The requests made while the page's clock moves `ms`: a request made after it closes the list, so a poll made during it would come first. */
  async function requestsDuring(page: Page, requests: string[], ms: number) {
    const from = requests.length;
    await page.clock.runFor(ms);
    await page.evaluate(() => fetch('/healthz').then((r) => r.text()));
    return requests.slice(from);
  }

  const setHidden = (page: Page, hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (value ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);

  const status = (page: Page) => page.locator('.scoreboard-status').textContent({ timeout: 5_000 });
  const unexpected = (problems: string[]) => problems.filter((p) => !p.includes('Failed to load resource'));

  it('not while the tab is hidden, and again at once when it is shown', async () => {
    const { page, problems, requests } = await open(5 * MINUTE);
    const first = await pollOnce(page);
    expect(first.status()).toBe(200);
    // The address names the match alone: every visitor's poll shares one cached answer.
    expect(new URL(first.url()).pathname + new URL(first.url()).search).toBe(`/_live/matches/espana/${match.id}`);
    await setHidden(page, true);
    expect(await requestsDuring(page, requests, LIVE_POLL_MS * 4)).toEqual(['mark']);
    const from = requests.length;
    const answered = page.waitForResponse((r) => r.url().includes('/_live/'), { timeout: 10_000 });
    await setHidden(page, false);
    expect((await answered).status()).toBe(200);
    expect(requests.slice(from)).toEqual(['poll']);
    expect((await pollOnce(page)).status()).toBe(200);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('and keeps the last data through a failed poll, showing new data once a poll succeeds', async () => {
    const { page, problems, requests, fate } = await open(6 * MINUTE);
    const before = await status(page);
    expect(before).toMatch(/^Live · \d+'$/);
    offset = 16 * MINUTE;

    fate.polls = 'refused';
    expect((await pollOnce(page)).status()).toBe(503);
    expect(await requestsDuring(page, requests, 0)).toEqual(['mark']);
    expect(await status(page)).toBe(before);

    fate.polls = 'cut';
    const failed = page.waitForEvent('requestfailed', {
      predicate: (r) => r.url().includes('/_live/'),
      timeout: 10_000,
    });
    await page.clock.runFor(LIVE_POLL_MS);
    await failed;
    expect(await requestsDuring(page, requests, 0)).toEqual(['mark']);
    expect(await status(page)).toBe(before);

    fate.polls = 'answered';
    const answer = await pollOnce(page);
    const later = (await answer.json()) as LiveView;
    expect([answer.status(), later.status]).toEqual([200, 'live']);
    expect(`Live · ${later.minute}'`).not.toBe(before);
    await page.locator('.scoreboard-status', { hasText: `Live · ${later.minute}'` }).waitFor({ timeout: 10_000 });
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it('until full time, then never again', async () => {
    const { page, problems, requests } = await open(20 * MINUTE);
    let last: LiveView | undefined;
    // Five minutes of the match a poll, until the poll finds it over.
    for (let at = 25 * MINUTE; at <= 90 * MINUTE && last?.status !== 'ended'; at += 5 * MINUTE) {
      offset = at;
      last = (await (await pollOnce(page)).json()) as LiveView;
    }
    expect(last?.status, 'the match ends within ninety minutes of NOW').toBe('ended');
    await page.locator('.scoreboard-status', { hasText: 'Full time' }).waitFor({ timeout: 10_000 });
    expect(await requestsDuring(page, requests, LIVE_POLL_MS * 5)).toEqual(['mark']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
