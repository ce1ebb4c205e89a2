import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLanguage, resolveSample, samplesFor } from '../../scripts/sample-pages.js';
import type { WebContext } from '../../src/shared/config/contexts.js';
import {
  axeViolations,
  clippedAgainstTheirScript,
  hasBrowser,
  hydrated,
  sharedBrowserAndSite,
  transitionsDone,
  watchConsole,
} from './browser.js';

/**
 * One page in the light theme (every rule), then, loaded as it is, in the dark one (contrast);
 * and no text cut with an ellipsis against its script's direction.
 */
async function check(page: Page, base: string, path: string): Promise<string[]> {
  const problems = watchConsole(page);
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto(base + path);
  const found = response?.status() === 200 ? [] : [`${path} answered ${response?.status()}`];
  await hydrated(page);
  found.push(...(await clippedAgainstTheirScript(page)).map((text) => `${path} cuts against its script: ${text}`));
  found.push(...(await axeViolations(page)).map((v) => `${path} (light) ${v}`));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(transitionsDone);
  found.push(...(await axeViolations(page, ['color-contrast'])).map((v) => `${path} (dark) ${v}`));
  page.removeAllListeners();
  return [...found, ...problems.map((p) => `${path} ${p}`)];
}

/**
 * Every page kind's sample page (scripts/sample-pages.ts), alternately in English and in Arabic,
 * has no serious or critical axe violation in either theme, colour contrast included, and no
 * console error. Two tabs share the list to keep the run short.
 */
async function checkEveryKind(
  site: { browser: Browser; base: string },
  context: WebContext,
  kinds?: readonly string[],
) {
  const paths: string[] = [];
  for (const [i, sample] of samplesFor(context)
    .filter((s) => !kinds || kinds.includes(s.kind))
    .entries()) {
    const sampled = await resolveSample(sample, site.base);
    const [first, second] = i % 2 === 0 ? (['en', 'ar'] as const) : (['ar', 'en'] as const);
    paths.push(
      (await inLanguage(sample.kind, sampled, first, context, site.base)) ??
        (await inLanguage(sample.kind, sampled, second, context, site.base)) ??
        sampled,
    );
  }
  const browserContext = await site.browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 900 } });
  const tabs = await Promise.all([browserContext.newPage(), browserContext.newPage()]);
  const found: string[] = [];
  let next = 0;
  await Promise.all(
    tabs.map(async (tab) => {
      while (next < paths.length) found.push(...(await check(tab, site.base, paths[next++]!)));
    }),
  );
  await browserContext.close();
  return { paths, found };
}

/** The Kings League's page kinds in two halves, each within its own time budget on a busy machine. */
const KINGS_KINDS = [...new Set(samplesFor('kings').map((s) => s.kind))];
const KINGS_HALVES = [KINGS_KINDS.slice(0, KINGS_KINDS.length >> 1), KINGS_KINDS.slice(KINGS_KINDS.length >> 1)];

describe.skipIf(!hasBrowser)('every page kind passes axe in both themes', () => {
  const kings = sharedBrowserAndSite();
  it('has a sample page for every kind of the Kings League site', () => {
    expect(KINGS_KINDS.length).toBeGreaterThanOrEqual(33);
  });

  it.each([0, 1])(
    'on the Kings League site, half %i of its kinds',
    async (half) => {
      const kinds = KINGS_HALVES[half]!;
      const { paths, found } = await checkEveryKind(kings, 'kings', kinds);
      expect(paths).toHaveLength(kinds.length);
      // Alternately English and Arabic: about half of each half's pages are in Arabic.
      expect(paths.filter((p) => p.startsWith('/ar/')).length).toBeGreaterThanOrEqual(Math.floor(kinds.length / 2) - 1);
      expect(found).toEqual([]);
    },
    150_000,
  );
});

/** The Queens League's own colours, on the pages that show them most, and its own page kind. */
const QUEENS_KINDS = [
  'home',
  'region',
  'tables',
  'matches',
  'match',
  'teams',
  'team',
  'player',
  'stats',
  'player-stats',
  'news',
  'finalissima',
];

describe.skipIf(!hasBrowser)('the Queens League pages, in their own colours', () => {
  const queens = sharedBrowserAndSite('queens');
  it('pass axe in both themes', async () => {
    const { paths, found } = await checkEveryKind(queens, 'queens', QUEENS_KINDS);
    expect(paths).toHaveLength(QUEENS_KINDS.length);
    expect(found).toEqual([]);
  }, 90_000);
});
