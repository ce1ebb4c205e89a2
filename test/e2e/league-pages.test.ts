import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

interface MatchesPayload {
  state: {
    data: {
      view: {
        turns: { id: number }[];
        matches: { id: number; hasPage: boolean; home: { slug: string }; away: { slug: string } }[];
      };
    };
  };
}

/** Each page kind of the core pages on the embedded league, in English and Arabic, on a phone. */
describe.skipIf(!hasBrowser)('league pages on the embedded league in a real browser', () => {
  const site = sharedBrowserAndSite();
  const paths: Record<string, string> = {};
  beforeAll(async () => {
    const { view } = ((await (await fetch(`${site.base}/_payload/en/espana/matches`)).json()) as MatchesPayload).state
      .data;
    const match = view.matches.find((m) => m.hasPage)!;
    paths.match = `/espana/matches/${match.id}-${match.home.slug}-vs-${match.away.slug}`;
    paths.turn = `/espana/matches?turn=${view.turns[0]!.id}`;
  });

  it.each([
    ['/en', '.match-card'],
    ['/ar', '.match-card'],
    ['/es/espana', '.match-card'],
    ['/ar/mena', '.match-card'],
    ['/en/espana/tables', 'table.standings tbody tr'],
    ['/ar/espana/tables', 'table.standings tbody tr'],
    ['/en/espana/matches', '.match-card'],
    ['/ar{turn}', '.match-card'],
    ['/en{match}', '.scoreboard'],
    ['/ar{match}', '.scoreboard'],
  ])('%s hydrates cleanly, fits a phone and passes axe', async (template, selector) => {
    const path = template.replace(/\{(\w+)\}/, (_, name: string) => paths[name]!);
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator(selector).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
