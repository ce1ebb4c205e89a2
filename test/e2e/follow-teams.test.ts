import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  type BrowserAndSite,
  hasBrowser,
  hydrated,
  newContext,
  sharedBrowserAndSite,
  watchConsole,
} from './browser.js';

/** Following teams in a real browser: the button, "Your teams" first on the homes, the share link. */

const button = (page: Page) => page.locator('button.follow-button');

/** Opens a page and waits until it is hydrated, so the follow controls work. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/** "Your teams" is shown before the page's own matches, and its first card is the team's. */
async function expectYourTeamsFirst(page: Page, teamName: string, heading: string, before: string) {
  const section = page.locator('section.your-teams');
  await section.waitFor();
  expect(await section.locator('h2').textContent()).toBe(heading);
  await page.locator(before).first().waitFor();
  const first = await page.evaluate(
    (sel) =>
      !!(
        document.querySelector('section.your-teams')!.compareDocumentPosition(document.querySelector(sel)!) &
        Node.DOCUMENT_POSITION_FOLLOWING
      ),
    before,
  );
  expect(first).toBe(true);
  expect(await section.locator('.match-card').first().textContent()).toContain(teamName);
}

/** The first team of a competition's list: its page and its name. */
async function firstTeam(site: BrowserAndSite, page: Page, lang: string) {
  await page.goto(`${site.base}/${lang}/espana/teams`);
  const link = page.locator('a.team-card').first();
  return {
    url: site.base + (await link.getAttribute('href'))!,
    name: (await link.locator('.team-card-name').textContent())!,
  };
}

describe.skipIf(!hasBrowser)('following teams (kings)', () => {
  const site = sharedBrowserAndSite();

  it('follows on the team page, keeps it after reload, shows it first at home and on the region home, and unfollows', async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${site.base}/en/espana/teams/1-1k-fc`);
    expect(await button(page).getAttribute('aria-pressed')).toBe('false');
    await button(page).click();
    expect(await button(page).getAttribute('aria-pressed')).toBe('true');
    expect(await button(page).textContent()).toContain('Following');
    await page.reload();
    await hydrated(page);
    await page.waitForSelector('button.follow-button[aria-pressed="true"]');

    await open(page, `${site.base}/en`);
    await expectYourTeamsFirst(page, '1K FC', 'Your teams', '#on-now');
    expect(await page.locator('section.your-teams a[href="/calendars/espana/teams/1.ics?lang=en"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.base}/en/espana`);
    await expectYourTeamsFirst(page, '1K FC', 'Your teams', '.region-live');
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.base}/en/espana/teams/1-1k-fc`);
    await page.waitForSelector('button.follow-button[aria-pressed="true"]');
    await button(page).click();
    expect(await button(page).getAttribute('aria-pressed')).toBe('false');
    await open(page, `${site.base}/en`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('follow:kings'))).toBe('');
    expect(await page.locator('section.your-teams').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works right to left in Arabic', async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${site.base}/ar/espana/teams/1-1k-fc`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await button(page).textContent()).toContain('متابعة');
    await button(page).click();
    await page.waitForSelector('button.follow-button[aria-pressed="true"]');
    await open(page, `${site.base}/ar`);
    await expectYourTeamsFirst(page, '1K FC', 'فرقك', '#on-now');
    expect(await page.locator('section.your-teams').evaluate((s) => getComputedStyle(s).direction)).toBe('rtl');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('restores a shared set on another browser once the visitor agrees', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${site.base}/en#follow=1`);
    const offer = page.locator('aside.shared-teams');
    await offer.waitFor();
    expect(await page.locator('section.your-teams').count()).toBe(0);
    await offer.locator('button', { hasText: 'Follow them' }).click();
    await expectYourTeamsFirst(page, '1K FC', 'Your teams', '#on-now');
    expect(await offer.count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('follow:kings'))).toBe('1');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('following teams (queens)', () => {
  const site = sharedBrowserAndSite('queens');

  it('follows a team and shows it first at home', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const team = await firstTeam(site, page, 'en');
    await open(page, team.url);
    await button(page).click();
    await page.waitForSelector('button.follow-button[aria-pressed="true"]');
    await open(page, `${site.base}/en`);
    await expectYourTeamsFirst(page, team.name.trim(), 'Your teams', '#on-now');
    expect(problems).toEqual([]);
    await context.close();
  });
});
