import { describe, expect, it } from 'vitest';
import { hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

/** The first match of the region's list whose page has a head-to-head table, in `lang`. */
async function matchWithMeetings(base: string, lang: 'en' | 'ar'): Promise<string> {
  const list = `/${lang}/espana/matches`;
  const html = await (await fetch(base + list)).text();
  const links = [...new Set([...html.matchAll(new RegExp(`href="(${list}/[^"?#]+)"`, 'g'))].map((m) => m[1]!))];
  for (const link of links) {
    const page = await (await fetch(base + link)).text();
    if (page.includes('class="match-stats head-to-head"')) return link;
  }
  throw new Error(`no match of ${list} has a head-to-head table`);
}

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('the head-to-head table (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  it.each([
    ['en', 1280],
    ['ar', 1280],
    ['en', 390],
    ['ar', 390],
  ] as const)('in %s at %i px fits its column, with nothing to scroll', async (lang, width) => {
    const path = await matchWithMeetings(site.base, lang);
    const context = await newContext(site.browser, { width });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    const fit = await page.evaluate(() => {
      const table = document.querySelector<HTMLElement>('table.head-to-head')!;
      const section = table.closest('section')!;
      const widest = Math.max(
        ...[table, ...table.querySelectorAll<HTMLElement>('th, td')].map((el) => el.scrollWidth - el.clientWidth),
      );
      return {
        withinSection: table.getBoundingClientRect().width <= section.clientWidth + 0.5,
        cellsOverflow: widest > 0,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    expect(fit, path).toEqual({ withinSection: true, cellsOverflow: false, pageScrolls: false });
    expect(problems).toEqual([]);
    await context.close();
  });
});
