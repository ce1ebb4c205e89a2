import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AppDeps } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createDataLayer } from '../../src/server/data/index.js';
import type { EmbeddedUpstream } from '../../src/upstream/embedded.js';
import { embeddedUpstream } from '../helpers/embedded.js';
import { ARGS, CHROMIUM } from './chromium.js';
import { startSite } from './sites.js';

export { hasBrowser } from './chromium.js';

let workerBrowser: Promise<Browser> | undefined;

/**
 * This worker's Chromium, launched by its first browser test file and left to the files after it
 * (the browser files share a worker's module graph): launching one per file cost each file about
 * half a second. Playwright closes it when the worker exits.
 */
export function launch(): Promise<Browser> {
  workerBrowser ??= chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return workerBrowser;
}

/** Closes what a file opened in the worker's browser, leaving the browser to the next file. */
export async function release(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** Console errors, React warnings and uncaught page errors: any of them fails a test. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // Chrome reports the document's own 404 status as a console error; that status is the point of a 404 page.
    if (m.text().startsWith('Failed to load resource') && m.location().url === page.url()) return;
    if (m.type() === 'error' || (m.type() === 'warning' && /react|hydrat|Warning:/i.test(m.text())))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations (the context must bypass CSP to inject it); `rules`
 * runs only those (a theme switch, for one, can change colour contrast and nothing else).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(
    async (only) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              o: unknown,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      return axe.run({ resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    },
    rules ? [...rules] : null,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Colour transitions (a theme switch starts some) must end before contrast is measured: for `page.waitForFunction`. */
export const transitionsDone = () => document.getAnimations().every((a) => !(a instanceof CSSTransition));

/**
 * Text cut with an ellipsis whose direction is not its script's: on a right-to-left page a Latin
 * name laid out right to left loses its first letters ("…uel Segovia"). Each as "class: text".
 */
export function clippedAgainstTheirScript(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((el) => {
      const style = getComputedStyle(el);
      const text = el.textContent?.trim() ?? '';
      if (style.textOverflow !== 'ellipsis' || !text) return [];
      const latin = /^[^\p{L}]*\p{Script=Latin}/u.test(text);
      const arabic = /^[^\p{L}]*\p{Script=Arabic}/u.test(text);
      const wrong = (latin && style.direction !== 'ltr') || (arabic && style.direction !== 'rtl');
      return wrong ? [`${el.className}: ${text}`] : [];
    }),
  );
}

/** Text within `scope` cut short by an ellipsis: shown, set to end in one, and wider than its box. */
export function cutShort(page: Page, scope = 'table *'): Promise<string[]> {
  return page.evaluate(
    (scope) =>
      [...document.querySelectorAll<HTMLElement>(scope)]
        .filter((el) => {
          const style = getComputedStyle(el);
          return style.textOverflow === 'ellipsis' && el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth;
        })
        .map((el) => el.textContent!.trim()),
    scope,
  );
}

export async function newContext(
  browser: Browser,
  options: { bypassCSP?: boolean; width?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    bypassCSP: options.bypassCSP ?? false,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
}

/** What a browser test reads its pages with: the browser, the site's address and its league API's. */
export interface BrowserAndSite {
  browser: Browser;
  base: string;
  upstream: string | null;
}

/**
 * The browser and a league's shared site (test/e2e/sites.ts: the embedded league API and the
 * site on the tests' clock, NOW), for the tests of one file.
 */
export function sharedBrowserAndSite(context: 'kings' | 'queens' = 'kings'): BrowserAndSite {
  const handle = {} as BrowserAndSite;
  beforeAll(async () => {
    const { base, upstream } = inject('sites')[context];
    Object.assign(handle, { browser: await launch(), base, upstream });
  });
  afterAll(() => release(handle.browser));
  return handle;
}

/**
 * The browser and a site of the file's own, started before and stopped after its tests, for a
 * file that changes what a site sees: its clock, its league or its collaborators. The site reads
 * the embedded league API (anchored to the tests' day, on the site's clock) over loopback unless
 * `env` names another.
 */
export function browserAndSite(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  options: { dataOnClock?: boolean } = {},
) {
  // `upstream`: the embedded league API's own address, to read the league past the site's caches.
  const handle = {} as BrowserAndSite;
  let app: FastifyInstance | undefined;
  let upstream: EmbeddedUpstream | undefined;
  beforeAll(async () => {
    const started = env.UPSTREAM_URL ? null : await embeddedUpstream(deps.clock);
    upstream = started ?? undefined;
    const siteEnv = started ? { ...env, UPSTREAM_URL: started.origin } : env;
    const { clock } = deps;
    // The data cache otherwise ages by the wall clock, and would answer a moved clock with what it held before.
    const data =
      options.dataOnClock && clock && started
        ? createDataLayer({
            origin: started.origin,
            cmsUrl: null,
            context: loadConfig(siteEnv).webContext,
            now: () => clock().getTime(),
          })
        : undefined;
    const [browser, site] = await Promise.all([launch(), startSite(siteEnv, data ? { ...deps, data } : deps)]);
    Object.assign(handle, { browser, base: site.base, upstream: started?.origin ?? null });
    app = site.app;
  });
  afterAll(async () => {
    await release(handle.browser);
    await app?.close();
    await upstream?.close();
  });
  return handle;
}

/**
 * The same on one clock for the site and the league, so a test can move time; with `dataOnClock`
 * the site's data cache follows that clock too.
 */
export function embeddedBrowserAndSite(clock: () => Date, options: { dataOnClock?: boolean } = {}) {
  return browserAndSite({}, { clock }, options);
}

/**
 * Resolves once what the page has started has ended: every image and frame in it loaded or failed
 * (their load and error handlers have run), then two frames painted and the task queue passed.
 * For asserting that something did not happen, without a fixed wait.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const loading = (el: Element): boolean => {
      if (el instanceof HTMLImageElement) return el.loading !== 'lazy' && !!el.currentSrc && !el.complete;
      if (el instanceof HTMLIFrameElement) return el.contentDocument?.readyState !== 'complete';
      return false;
    };
    const ended = (el: Element) =>
      new Promise((resolve) => {
        el.addEventListener('load', resolve, { once: true });
        el.addEventListener('error', resolve, { once: true });
      });
    await Promise.all([...document.querySelectorAll('img, iframe')].filter(loading).map(ended));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve));
  });
}
