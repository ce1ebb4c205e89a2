import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createDataLayer } from '../../src/server/data/index.js';
import type { EmbeddedUpstream } from '../../src/server/embedded-upstream.js';
import { embeddedUpstream } from '../helpers/embedded.js';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Locally a missing browser skips the suite loudly; in CI (CI=true) it fails. */
export const hasBrowser = existsSync(CHROMIUM);
if (!hasBrowser) {
  const message = `\n*** Chromium not found at ${CHROMIUM}: browser tests ${process.env.CI ? 'FAIL (CI requires them)' : 'are SKIPPED'} ***\n`;
  if (process.env.CI) throw new Error(message);
  console.warn(message);
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A real server on a loopback port, serving the client build made by the global setup. */
async function startSite(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config: loadConfig(env), logger: false, ...deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
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

export async function newContext(
  browser: Browser,
  options: { bypassCSP?: boolean; width?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    bypassCSP: options.bypassCSP ?? false,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
}

/**
 * A browser and a site for the tests of one suite, started before and stopped after them. The
 * site reads the embedded league API (anchored to the tests' day, on the site's clock) over
 * loopback unless `env` names another.
 */
export function browserAndSite(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  options: { dataOnClock?: boolean } = {},
) {
  // `upstream`: the embedded league API's own address, to read the league past the site's caches.
  const handle = {} as { browser: Browser; base: string; upstream: string | null };
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
    await handle.browser?.close();
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
