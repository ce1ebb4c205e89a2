import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeData } from '../helpers/fake-data.js';
import { axeViolations, hasBrowser, hydrated, launch, newContext, startSite, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('the tables page in a real browser', () => {
  let browser: Browser;
  let site: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    [browser, site] = await Promise.all([launch(), startSite({}, { data: fakeData() })]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.app.close();
  });

  it.each(['/en/espana/tables', '/ar/espana/tables'])('%s hydrates cleanly, fits a phone and passes axe', async (path) => {
    const context = await newContext(browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator('table.standings tbody tr').count()).toBe(3);
    expect(problems).toEqual([]);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
