import { expect } from 'vitest';
import { type BrowserAndSite, hydrated, newContext } from './browser.js';

/** A page's address and the most a 390 px phone may scroll through to read it, in CSS pixels. */
export type Ceiling = readonly [path: string, most: number];

/**
 * Loads each page on a 390 px phone in the light theme, after hydration, and lists those taller
 * than their ceiling with their height, so one failure names every page over.
 */
export async function pagesOverCeiling(site: BrowserAndSite, ceilings: readonly Ceiling[]): Promise<string[]> {
  const context = await newContext(site.browser, { width: 390 });
  const page = await context.newPage();
  const over: string[] = [];
  for (const [path, most] of ceilings) {
    expect((await page.goto(site.base + path))?.status(), path).toBe(200);
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > most) over.push(`${path}: ${height} > ${most}`);
  }
  await context.close();
  return over;
}
