import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS } from '../../src/client/chunk-reload.js';
import { hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

/** When client navigation cannot show a page in place (src/client/navigation.ts, chunk-reload.ts). */
describe.skipIf(!hasBrowser)('client navigation that fails', () => {
  const site = sharedBrowserAndSite();

  /** A hydrated page with a marker that survives client navigation and dies with a document load; `documents` lists the documents requested after it. */
  async function open(path: string) {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    return { page, problems, documents };
  }

  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  /** Clicks a link as a visitor does; one the page lacks is added outside the React tree first. */
  async function click(page: Page, path: string) {
    await page.evaluate((href) => {
      let link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
      if (!link) {
        link = Object.assign(document.createElement('a'), { href, textContent: href });
        document.body.append(link);
      }
      link.click();
    }, path);
  }

  it.each([
    ['cut', (page: Page) => page.route('**/_payload/**', (route) => route.abort('failed'))],
    [
      'answered with HTML',
      (page: Page) =>
        page.route('**/_payload/**', (route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
        ),
    ],
  ] as const)('loads the whole page when its payload request is %s', async (_how, fail) => {
    const { page, documents } = await open('/en/espana/tables');
    await fail(page);
    const payload = page.waitForRequest((r) => r.url().includes('/_payload/en/espana/matches'));
    await click(page, '/en/espana/matches');
    await payload;
    await page.waitForURL(`${site.base}/en/espana/matches`, { waitUntil: 'load' });
    await hydrated(page);
    expect(documents).toEqual(['/en/espana/matches']);
    expect(await marker(page)).toBeUndefined();
    expect(await page.title()).toBe('Matches | Kings League Spain');
    await page.context().close();
  });

  it('shows the 404 screen for a page that fails its validation, keeping the address it was at', async () => {
    const { page, problems, documents } = await open('/en/espana/tables');
    const historyLength = await page.evaluate(() => history.length);
    const payload = page.waitForResponse((r) => r.url().endsWith('/_payload/en/espana/matches/abc'));
    await click(page, '/en/espana/matches/abc');
    expect((await payload).status()).toBe(404);
    await page.locator('.error-screen h1', { hasText: 'Page not found' }).waitFor({ timeout: 10_000 });
    expect(page.url()).toBe(`${site.base}/en/espana/tables`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await marker(page)).toBe(42);
    expect(documents).toEqual([]);
    expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });

  describe('a page chunk that fails to load', () => {
    /**
     * A tab whose page clock is fixed at `time`, with the matches page's chunk failing; `events`
     * lists, in the page's own order, each document load, chunk error, reload asked for (the
     * Navigation API reports it as it is asked) and the uncaught error that ends the failed load.
     */
    async function tab() {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      const events: string[] = [];
      const waiting = new Set<() => void>();
      await page.exposeBinding('record', (_source, event: string) => {
        events.push(event);
        for (const wake of waiting) wake();
      });
      await page.addInitScript(() => {
        const record = (window as unknown as { record: (event: string) => void }).record;
        record(`load ${location.pathname}`);
        addEventListener('app:chunk-error', (e) =>
          record(`chunk-error ${(e as CustomEvent<{ path: string }>).detail.path}`),
        );
        (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (e) => {
          const event = e as Event & { navigationType: string; destination: { url: string } };
          record(`${event.navigationType} ${new URL(event.destination.url).pathname}`);
        });
        addEventListener('error', () => record('error'));
      });
      await page.route(/\/assets\/matches-page-[A-Z0-9]+\.js$/, (route) => route.abort('failed'));
      await page.clock.install({ time: 0 });
      /** Opens `path` at `time` and gives what happened once the tab has stopped reloading. */
      const visit = async (path: string, time: number) => {
        await page.clock.setFixedTime(time);
        const from = events.length;
        const settled = new Promise<void>((resolve) => {
          // A load that asked for no reload before its error is the last one.
          const wake = () => {
            const seen = events.slice(from);
            const loaded = seen.lastIndexOf(`load ${path}`);
            const last = seen.slice(loaded);
            if (loaded >= 0 && last.includes('error') && !last.some((e) => e.startsWith('reload '))) {
              waiting.delete(wake);
              resolve();
            }
          };
          waiting.add(wake);
        });
        await page.goto(site.base + path);
        await settled;
        return events.slice(from).filter((e) => e !== 'error');
      };
      return { page, visit };
    }

    const T = 1_800_000_000_000;
    const once = (path: string) => [
      `load ${path}`,
      `chunk-error ${path}`,
      `reload ${path}`,
      `load ${path}`,
      `chunk-error ${path}`,
    ];
    const noReload = (path: string) => [`load ${path}`, `chunk-error ${path}`];

    it('reloads once, not twice, for each path, and not again for a path within 10 s', async () => {
      const { page, visit } = await tab();
      expect(await visit('/en/espana/matches', T)).toEqual(once('/en/espana/matches'));
      expect(await visit('/en/americas/matches', T + 1_000)).toEqual(once('/en/americas/matches'));
      expect(await visit('/en/espana/matches', T + CHUNK_RELOAD_WINDOW_MS - 1)).toEqual(noReload('/en/espana/matches'));
      expect(await visit('/en/espana/matches', T + CHUNK_RELOAD_WINDOW_MS + 1)).toEqual(once('/en/espana/matches'));
      await page.context().close();
    });
  });
});
