import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  clippedAgainstTheirScript,
  cutShort,
  hasBrowser,
  hydrated,
  newContext,
  sharedBrowserAndSite,
  watchConsole,
} from './browser.js';

async function open(page: Page, url: string) {
  expect((await page.goto(url))?.status()).toBe(200);
  await hydrated(page);
}

const order = (page: Page) =>
  page.locator('.sim-table tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-team'))));

async function noSideScroll(page: Page) {
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 900 });
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
  }
}

describe.skipIf(!hasBrowser)('the simulators in a real browser', () => {
  const site = sharedBrowserAndSite();

  it('team simulator: scores reorder the table at once, live in the address, shared and walked back', async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${site.base}/en/brazil/team-simulator`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const before = await order(page);
    const last = before.at(-1)!;
    const theirs = await page.evaluate((team) => {
      const data = JSON.parse(document.getElementById('__DATA__')!.textContent!) as {
        state: { data: { view: { turns: { fixtures: { id: number; homeId: number; awayId: number }[] }[] } } };
      };
      return data.state.data.view.turns
        .flatMap((t) => t.fixtures)
        .filter((f) => f.homeId === team || f.awayId === team);
    }, last);
    for (const f of theirs) {
      const [mine, other] = f.homeId === last ? ['h', 'a'] : ['a', 'h'];
      await page.locator(`li[data-match="${f.id}"] input[name="${mine}"]`).fill('9');
      await page.locator(`li[data-match="${f.id}"] input[name="${other}"]`).fill('0');
    }
    const after = await order(page);
    expect(after.indexOf(last)).toBeLessThan(before.length - 1);
    expect(page.url()).toMatch(/\?p=[0-9a-z._-]+$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A draw asks for the shoot-out winner, and counts once it has one.
    const draw = page
      .locator('li.sim-fixture')
      .filter({ hasNot: page.locator(`input[value="9"]`) })
      .first();
    await draw.locator('button[aria-label^="One more goal"]').first().click();
    await draw.locator('button[aria-label^="One more goal"]').last().click();
    await expect.poll(() => draw.locator('.sim-shootout').isVisible()).toBe(true);
    await draw.locator('select[name="w"]').selectOption('home');
    const shared = page.url();
    expect(shared).toMatch(/\.1-1h/);

    // The shared address restores the same table and scores in a new tab.
    const other = await context.newPage();
    await open(other, shared);
    expect(await order(other)).toEqual(await order(page));
    expect(await other.locator(`li[data-match="${theirs[0]!.id}"] input[name="h"]`).inputValue()).toMatch(/^[09]$/);
    await other.close();

    // Back undoes the last match's edit, then the previous one's.
    await page.goBack();
    await expect.poll(() => page.url()).not.toMatch(/\.1-1h/);
    await expect.poll(() => page.locator('li.sim-fixture input[value="9"]').count()).toBe(theirs.length);

    // The odds: 10 000 seeded runs in a worker, as a heat map of every place.
    await page.getByRole('button', { name: /Simulate the rest/ }).click();
    await page.waitForSelector('.sim-heat tbody tr', { timeout: 20_000 });
    expect(await page.locator('.sim-heat tbody tr').count()).toBe(before.length);
    expect(await page.locator('.sim-odds-status').textContent()).toMatch(/10,000 seasons simulated/);

    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(page);
    await context.close();
  }, 90_000);

  it.each([
    ['en', 1],
    ['ar', -1],
  ] as const)(
    "team simulator (%s): each side's score box stands beside that side, in every row",
    async (lang, direction) => {
      const context = await newContext(site.browser, { bypassCSP: true });
      const page = await context.newPage();
      await open(page, `${site.base}/${lang}/brazil/team-simulator`);
      const rows = await page.locator('li.sim-fixture').evaluateAll((items) =>
        items.map((li) => {
          const x = (selector: string) => {
            const r = li.querySelector(selector)!.getBoundingClientRect();
            return r.left + r.width / 2;
          };
          return [x('.sim-home'), x('input[name="h"]'), x('input[name="a"]'), x('.sim-away')];
        }),
      );
      expect(rows.length).toBeGreaterThan(10);
      // Home name, home goals, away goals, away name: left to right, or right to left in Arabic.
      for (const xs of rows) for (let i = 1; i < xs.length; i++) expect(Math.sign(xs[i]! - xs[i - 1]!)).toBe(direction);
      await context.close();
    },
  );

  it('team simulator: the projected table shows every points cell, whole team cells and a clear caption, from a 320 px phone to a desktop', async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    const misfits: string[] = [];
    // Spanish and French name the all-columns switch in twice the English width.
    for (const path of ['/en/brazil/team-simulator', '/es/brazil/simulador-equipo', '/fr/brazil/team-simulator']) {
      await open(page, site.base + path);
      for (const width of [1366, 1024, 768, 390, 320]) {
        await page.setViewportSize({ width, height: 900 });
        misfits.push(
          ...(await page.evaluate(
            ([w, at]) => {
              const box = document.querySelector('.sim-table .table-scroll')!.getBoundingClientRect();
              const label = document.querySelector('.sim-table .all-columns-label')!.getBoundingClientRect();
              const caption = document.createRange();
              caption.selectNodeContents(document.querySelector('.sim-table caption')!);
              const covered =
                label.width > 0 &&
                [...caption.getClientRects()].some(
                  (r) => r.right > label.left && r.left < label.right && r.bottom > label.top && r.top < label.bottom,
                );
              return [
                ...(covered ? [`${at} ${w} px: the switch covers the caption`] : []),
                ...[...document.querySelectorAll('.sim-table tbody tr')].flatMap((row) => {
                  const cell = row.querySelector('.team-col')!.getBoundingClientRect();
                  const link = row.querySelector('.team-col a')!.getBoundingClientRect();
                  const points = row.querySelector('td.points')!.getBoundingClientRect();
                  const name = row.querySelector('.team-col a')!.getAttribute('aria-label');
                  return [
                    ...(link.left < cell.left - 0.5 || link.right > cell.right + 0.5
                      ? [`${at} ${w} px: ${name} runs out of its cell`]
                      : []),
                    ...(points.left < box.left - 0.5 || points.right > box.right + 0.5
                      ? [`${at} ${w} px: ${name}'s points out of view`]
                      : []),
                  ];
                }),
              ];
            },
            [width, path] as const,
          )),
        );
      }
    }
    expect(misfits).toEqual([]);
    await context.close();
  });

  it('team simulator: the projected draw is laid out as the published bracket both ways round, and its legend tells the zones apart', async () => {
    const context = await newContext(site.browser, { width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const path of ['/en/brazil/team-simulator', '/ar/brazil/team-simulator']) {
      await open(page, site.base + path);
      const misfits = await page.evaluate((at) => {
        const found: string[] = [];
        const round = document.querySelector('.sim-bracket .bracket-round h3');
        if (!round?.textContent) found.push(`${at}: no round label`);
        const cards = [...document.querySelectorAll('.sim-bracket .bracket-card')];
        if (cards.length !== 4) found.push(`${at}: ${cards.length} match cards`);
        for (const card of cards)
          if (getComputedStyle(card).boxShadow === 'none') found.push(`${at}: a bare match card`);
        for (const side of document.querySelectorAll('.sim-bracket .bracket-side')) {
          const rtl = getComputedStyle(side).direction === 'rtl';
          const seed = side.querySelector('.sim-seed')!.getBoundingClientRect();
          const crest = side.querySelector('.team-crest, .team-badge')!.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(side.querySelector('.bracket-name')!);
          const name = text.getBoundingClientRect();
          const who = `${at}: ${side.textContent}`;
          const middle = (r: DOMRect) => r.top + r.height / 2;
          if (Math.abs(middle(crest) - middle(name)) > 4 || Math.abs(middle(seed) - middle(name)) > 4)
            found.push(`${who}: place, crest and name not on one line`);
          // Reading order: place, crest, then the name a small gap after the crest, whichever way the page runs.
          const gap = rtl ? crest.left - name.right : name.left - crest.right;
          const seedFirst = rtl ? seed.left >= crest.right : seed.right <= crest.left;
          if (gap < 4 || gap > 16) found.push(`${who}: ${Math.round(gap)} px between crest and name`);
          if (!seedFirst) found.push(`${who}: the place does not lead`);
        }
        return found;
      }, path);
      expect(misfits).toEqual([]);
      const swatches = await page
        .locator('.sim-table .legend-key .swatch')
        .evaluateAll((all) => all.map((s) => getComputedStyle(s).backgroundColor));
      expect(swatches).toHaveLength(2);
      expect(new Set(swatches).size).toBe(2);
      await noSideScroll(page);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('squad simulator: built by keyboard, refused with a message, shared, exported as a PNG', async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${site.base}/en/espana/squad-simulator`);
    // Seven times: Tab on to the first "Pick" of a player not chosen yet and press Enter. Each pick
    // says who went where and leaves focus on the list's heading, which names the next place.
    const status = page.locator('.sim-layout ~ [role="status"]');
    await page.focus('input[name="q"]');
    for (let n = 0; n < 7; n++) {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if (
          await page.evaluate(
            () =>
              !!document.activeElement?.closest('li:not(.is-taken)') &&
              /^Pick/.test(document.activeElement?.textContent ?? ''),
          )
        )
          break;
      }
      const name = await page.evaluate(
        () => document.activeElement!.closest('li')!.querySelector('strong')!.textContent!,
      );
      await page.keyboard.press('Enter');
      await expect
        .poll(() => status.textContent())
        .toMatch(
          new RegExp(
            `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in your squad: (Goalkeeper|Defender|Midfielder|Forward) \\d\\.$`,
          ),
        );
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sim-picker-title');
    }
    await expect.poll(() => page.locator('.sim-slot.is-filled').count()).toBe(7);
    expect(await page.locator('#sim-picker-title').textContent()).toBe(
      'Every place is filled: add players to the bench',
    );
    expect(await page.locator('[data-average]').textContent()).toMatch(/^\d+(\.\d)?$/);
    await page.locator('.sim-squad-list a', { hasText: 'Make captain' }).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/[?&]c=\d+/);
    await expect.poll(() => status.textContent()).toMatch(/ is your captain\.$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sim-squad-title');

    // The goal takes a goalkeeper only, and says so.
    await page.locator('.sim-slot').last().click();
    await page.selectOption('select[name="pos"]', 'forward');
    await page.locator('.sim-players li:not(.is-taken) a', { hasText: 'Pick' }).first().click();
    expect(await page.getByRole('alert').textContent()).toBe('Only a goalkeeper can play in goal.');

    const shared = page.url().replace(/&?(slot|pos)=[^&]*/g, '');
    const other = await context.newPage();
    await open(other, shared);
    expect(await other.locator('.sim-slot.is-filled').count()).toBe(7);
    expect(await other.locator('.sim-captain').count()).toBe(1);
    await other.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-squad.png');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 8)
        .toString('hex'),
    ).toBe('89504e470d0a1a0a');

    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(page);
    await context.close();
  }, 90_000);

  it.each(['/en/espana/squad-simulator', '/ar/espana/squad-simulator'])(
    'squad simulator: %s shows every player name of the list whole on a 390 px phone',
    async (path) => {
      const context = await newContext(site.browser, { width: 390 });
      const page = await context.newPage();
      await open(page, site.base + path);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator('.sim-players li').count()).toBeGreaterThan(0);
      expect(await cutShort(page, '.sim-players *')).toEqual([]);
      await context.close();
    },
  );

  it('ar: both simulators hydrate right to left on a phone', async () => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const path of ['/ar/brazil/team-simulator', '/ar/espana/squad-simulator']) {
      await open(page, site.base + path);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await clippedAgainstTheirScript(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await noSideScroll(page);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
