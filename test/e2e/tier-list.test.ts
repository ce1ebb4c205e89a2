import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

const TIERS = ['S', 'A', 'B', 'C', 'D'] as const;

/** Team ids per tier, as the board shows them. */
async function board(page: Page): Promise<Record<(typeof TIERS)[number], number[]>> {
  const shown = await page.evaluate(
    (tiers) =>
      tiers.map((tier) =>
        [...document.querySelectorAll(`[data-tier="${tier}"] [data-team]`)].map((el) =>
          Number((el as HTMLElement).dataset.team),
        ),
      ),
    [...TIERS],
  );
  return { S: shown[0]!, A: shown[1]!, B: shown[2]!, C: shown[3]!, D: shown[4]! };
}

const ready = async (page: Page) => {
  await hydrated(page);
  await page.waitForSelector('button.tier-team');
};

/** The code a page ran: the source of every script it loaded. */
function scriptsOf(page: Page): Promise<string>[] {
  const sources: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) sources.push(res.text());
  });
  return sources;
}

describe.skipIf(!hasBrowser)('the tier-list maker in a real browser', () => {
  const site = sharedBrowserAndSite();

  it('moves teams with the arrow keys, announces each move, shares a link that restores the list, and resets', {
    timeout: 90_000,
  }, async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    expect((await page.goto(`${site.base}/en/world-cup/tier-list`))!.status()).toBe(200);
    await ready(page);
    const before = await board(page);
    const moved = before.A[0]!;
    await page.locator(`button[data-team="${moved}"]`).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => board(page)).toEqual({ ...before, S: [...before.S, moved], A: before.A.slice(1) });
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.team)).toBe(String(moved));
    await expect
      .poll(() => page.locator('[data-testid="tier-announcer"]').textContent())
      .toMatch(new RegExp(`tier S, place ${before.S.length + 1} of ${before.S.length + 1}`));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const made = await board(page);
    expect(made.B).toEqual([...before.B, moved]);

    await page.getByRole('button', { name: 'Share my list' }).click();
    await expect.poll(() => page.url()).toMatch(/\?tiers=/);
    const link = await page.locator('.tier-link input').inputValue();
    expect(link).toBe(page.url());
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const shared = await context.newPage();
    expect((await shared.goto(link))!.status()).toBe(200);
    await ready(shared);
    expect(await board(shared)).toEqual(made);
    await shared.getByRole('button', { name: 'Reset' }).click();
    expect(await board(shared)).toEqual(before);

    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(link);
    expect(await board(plain)).toEqual(made);
    await noScript.close();
    await context.close();
  });

  it('moves a team by dragging it with the mouse, and mirrors the arrow keys in Arabic', {
    timeout: 90_000,
  }, async () => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    // Tall enough that the top and bottom tiers are both on screen for the drag.
    await page.setViewportSize({ width: 360, height: 1600 });
    const problems = watchConsole(page);
    await page.goto(`${site.base}/ar/kwc-nations/tier-list`);
    await ready(page);
    const before = await board(page);
    const dragged = before.D[0]!;
    const from = (await page.locator(`button[data-team="${dragged}"]`).boundingBox())!;
    const to = (await page.locator('[data-tier="S"] .tier-teams').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width - 4, to.y + to.height - 4, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await board(page)).S).toContain(dragged);
    expect((await board(page)).D).not.toContain(dragged);

    // In Arabic the next place is to the left.
    const first = (await board(page)).S[0]!;
    await page.locator(`button[data-team="${first}"]`).focus();
    await page.keyboard.press('ArrowLeft');
    expect((await board(page)).S[1]).toBe(first);
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('loads its code only on its own page', { timeout: 90_000 }, async () => {
    const context = await newContext(site.browser);
    const marker = 'tiers.moved';
    const ran = async (path: string) => {
      const page = await context.newPage();
      const sources = scriptsOf(page);
      await page.goto(site.base + path);
      await hydrated(page);
      const code = await Promise.all(sources);
      await page.close();
      return code.some((source) => source.includes(marker));
    };
    expect(await ran('/en/world-cup/tier-list')).toBe(true);
    for (const path of ['/en/world-cup/tournament', '/en/world-cup', '/en/espana/tables'])
      expect(await ran(path), path).toBe(false);
    await context.close();
  });
});
