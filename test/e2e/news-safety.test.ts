import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findRegion } from '../../src/shared/config/regions.js';
import { W } from '../../src/shared/routing/words.js';
import { XSS_FLAG, XSS_PAYLOADS } from '../../src/upstream/generate/news-hostile.js';
import { embeddedPosts } from '../helpers/embedded.js';
import { hasBrowser, hydrated, newContext, settled, sharedBrowserAndSite, watchConsole } from './browser.js';

const posts = embeddedPosts().filter((p) => p.minute <= 12 * 60 && p.cms.startsWith('kings-'));
function pathOf(cms: string, slug: string): string {
  const region = findRegion('kings', cms.replace('kings-', ''))!;
  return `/${region.newsLang}/${region.slug}/${W.news[region.newsLang!]}/${encodeURIComponent(decodeURIComponent(slug))}`;
}
const fired = (page: Page) =>
  page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag] !== undefined, XSS_FLAG);

/** Every request leaves a record; none may leave the machine, and a provider's frame is answered here. */
async function watchNetwork(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>frame</title><p id="provider">provider frame</p>',
      });
    },
  );
  return outside;
}

/** Wakes every handler a payload could have left: events on each element, focus, a click that goes nowhere. */
async function provoke(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('click', (e) => e.preventDefault(), true);
    // The page's own click-to-load buttons would rightly add a provider's frame: they are not the CMS's HTML.
    for (const el of [...document.querySelectorAll<HTMLElement>('main *')].filter((e) => !e.closest('figure.embed'))) {
      for (const type of [
        'click',
        'mouseover',
        'mouseenter',
        'pointerdown',
        'focus',
        'toggle',
        'animationstart',
        'load',
        'error',
      ])
        el.dispatchEvent(new Event(type, { bubbles: true }));
      el.focus?.();
    }
  });
  await settled(page);
}

describe.skipIf(!hasBrowser)('hostile CMS HTML in a real browser', () => {
  const site = sharedBrowserAndSite();
  const hostile = posts.filter((p) => p.content.includes(XSS_FLAG) && ['kings-espana', 'kings-mena'].includes(p.cms));

  it(`the corpus is real: unsanitized, its payloads do set window.${XSS_FLAG} in this browser`, async () => {
    // srcdoc documents inherit the site's CSP, which would stop them: bypassed, as for the articles below.
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${site.base}/robots.txt`);
    // Each payload in a document of its own (same origin, so its window can be read), all at once.
    // A frame's load event comes after its broken images have failed, so after their handlers ran.
    await page.evaluate(
      (payloads) =>
        Promise.all(
          payloads.map(
            (payload) =>
              new Promise((loaded) => {
                const frame = document.createElement('iframe');
                frame.addEventListener('load', loaded, { once: true });
                frame.srcdoc = `<!doctype html><body>${payload}</body>`;
                document.body.append(frame);
              }),
          ),
        ),
      [...XSS_PAYLOADS],
    );
    await settled(page);
    const live = await page.evaluate(
      (flag) =>
        [...document.querySelectorAll('iframe')].filter(
          (f) => (f.contentWindow as unknown as Record<string, unknown> | null)?.[flag] !== undefined,
        ).length,
      XSS_FLAG,
    );
    // Many more would run on a click or a hover; these run on their own.
    expect(live).toBeGreaterThanOrEqual(25);
    await context.close();
  });

  it.each(hostile.map((p) => [pathOf(p.cms, p.slug)] as const))(
    `%s runs none of its payloads, even without the CSP`,
    async (path) => {
      // The CSP alone would stop inline handlers; it is bypassed so that the sanitizer is what is tested.
      const context = await newContext(site.browser, { bypassCSP: true });
      const outside = await watchNetwork(context);
      const page = await context.newPage();
      const problems = watchConsole(page);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(site.base + path);
      await hydrated(page);
      await provoke(page);
      expect(await fired(page)).toBe(false);
      expect(dialogs).toEqual([]);
      const found = await page.evaluate(() => {
        const bad: string[] = [];
        for (const el of document.querySelectorAll('main *')) {
          for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) bad.push(`${el.tagName}[${attr}]`);
          if (/^(script|iframe|object|embed|svg|math|form|style|base|meta|link|template)$/i.test(el.tagName))
            bad.push(el.tagName);
          const url = (el as HTMLAnchorElement).href ?? (el as HTMLImageElement).src;
          if (typeof url === 'string' && /^(javascript|data|vbscript):/i.test(url))
            bad.push(`${el.tagName} ${url.slice(0, 30)}`);
        }
        return bad;
      });
      expect(found).toEqual([]);
      expect(outside).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('the list pages that show hostile excerpts run none of them either', async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    for (const n of [1, 2, 3, 4]) {
      await page.goto(`${site.base}/es/espana/noticias?page=${n}`);
      await hydrated(page);
      await provoke(page);
      expect(await fired(page), `page ${n}`).toBe(false);
    }
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('click-to-load embeds in a real browser', () => {
  const site = sharedBrowserAndSite();
  const espana = posts.filter((p) => p.cms === 'kings-espana' && !p.content.includes(XSS_FLAG));
  const withEmbed = (marker: string) => pathOf('kings-espana', espana.find((p) => p.content.includes(marker))!.slug);

  it.each([
    ['YouTube', withEmbed('wp-block-embed-youtube'), 'https://www.youtube-nocookie.com/embed/'],
    ['Twitch', withEmbed('player.twitch.tv'), 'https://player.twitch.tv/?channel=kingsleague&parent=127.0.0.1'],
    ['TikTok', withEmbed('tiktok-embed'), 'https://www.tiktok.com/embed/v2/'],
    ['X', withEmbed('twitter-tweet'), 'https://platform.twitter.com/embed/Tweet.html?id='],
    ['Instagram', withEmbed('instagram-media'), 'https://www.instagram.com/p/'],
  ])(
    '%s: no request and no frame until the visitor asks, then the frame the CSP lets in',
    async (provider, path, frameStart) => {
      const context = await newContext(site.browser);
      const outside = await watchNetwork(context);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(site.base + path);
      await hydrated(page);
      await page.evaluate(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { violations: string[] }).violations.push(e.blockedURI),
        );
      });
      await settled(page);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(outside).toEqual([]);
      const placeholder = page.locator('figure.embed').first();
      await placeholder.getByRole('button').click();
      const frame = placeholder.locator('iframe');
      expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${frameStart.replace(/[.?]/g, '\\$&')}`));
      expect(await frame.getAttribute('title')).toContain(provider);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('iframe')].some((f) => f.contentDocument === null),
      );
      const loaded = page.frames().find((f) => f.url().startsWith(frameStart));
      expect(await loaded!.locator('#provider').textContent()).toBe('provider frame');
      expect(outside).toHaveLength(1);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('the CSP keeps out a frame of any other host', async () => {
    const context = await newContext(site.browser);
    await watchNetwork(context);
    const page = await context.newPage();
    await page.goto(site.base + withEmbed('wp-block-embed-youtube'));
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) =>
            resolve(`${e.violatedDirective} ${e.blockedURI}`),
          );
          const frame = document.createElement('iframe');
          frame.src = 'https://frames.example/embed/1';
          document.body.append(frame);
        }),
    );
    expect(blocked).toMatch(/^frame-src https:\/\/frames\.example/);
    await context.close();
  });

  it("without JavaScript, the placeholder is a plain link to the embed's page", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.base + withEmbed('wp-block-embed-youtube'));
    const placeholder = page.locator('figure.embed').first();
    expect(await placeholder.locator('button').count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await placeholder.locator('a').getAttribute('href')).toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
    );
    await context.close();
  });
});
