import { describe, expect, it } from 'vitest';
import { findRegion } from '../../src/shared/config/regions.js';
import { W } from '../../src/shared/routing/words.js';
import { embeddedPosts } from '../helpers/embedded.js';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

const posts = embeddedPosts().filter((p) => p.minute <= 12 * 60);

/** Marks that must follow the page's direction in Arabic, on a phone (390 px). */
describe.skipIf(!hasBrowser)('right-to-left marks', () => {
  const site = sharedBrowserAndSite();

  it.each([
    ['kings-espana', '←'],
    ['kings-mena', '→'],
  ])("the %s article's back link points towards the start of the line (%s)", async (cms, arrow) => {
    const region = findRegion('kings', cms.replace('kings-', ''))!;
    const post = posts.find((p) => p.cms === cms)!;
    const context = await newContext(site.browser, { bypassCSP: true, width: 390 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(
      `${site.base}/${region.newsLang}/${region.slug}/${W.news[region.newsLang!]}/${encodeURIComponent(decodeURIComponent(post.slug))}`,
    );
    await hydrated(page);
    const content = await page.evaluate(
      () => getComputedStyle(document.querySelector('.article-back a')!, '::before').content,
    );
    expect(content).toBe(`"${arrow} "`);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['/en/world-cup/tournament', 'italic'],
    ['/ar/world-cup/tournament', 'normal'],
  ])("%s sets the bracket's placeholders %s, as the language's type allows", async (path, style) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 390 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('.bracket-side.undecided .bracket-name')].map(
        (el) => getComputedStyle(el).fontStyle,
      ),
    );
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles)).toEqual(new Set([style]));
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
