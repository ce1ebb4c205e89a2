import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('content pages in a real browser', () => {
  const site = sharedBrowserAndSite();

  // The embedded league simulates its seasons on first use: not inside a page's deadline.
  beforeAll(async () => {
    await fetch(`${site.base}/en/espana/matches`).then((r) => r.text());
  }, 30_000);

  it.each([
    '/en/espana/faqs',
    '/ar/espana/faqs',
    '/es/espana/reglamento',
    '/ar/espana/regulation',
    '/en/espana/tickets',
    '/ar/espana/contact-us',
    '/es/espana/acreditaciones-prensa',
    '/it/italia/circolari',
    '/en/stores',
  ])('%s hydrates cleanly, fits a 360 px phone (its tables too) and passes axe', async (path) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
    // A few columns of dates and prices wrap rather than hide behind a sideways scroll.
    expect(
      await page
        .locator('.table-scroll')
        .evaluateAll((boxes) => boxes.map((b) => b.scrollWidth - b.clientWidth).filter((over) => over > 0)),
    ).toEqual([]);
    await context.close();
  });

  it('FAQ search filters the questions as the visitor types, says how many, and says when none match', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/en/espana/faqs`);
    await hydrated(page);
    const visible = () => page.locator('details.faq:visible').count();
    expect(await visible()).toBe(17);
    await page.fill('#faq-query', 'PENALTY');
    expect(await page.locator('details.faq:visible summary').allTextContents()).toEqual([
      'What are the secret cards?',
      'What is the president’s penalty?',
    ]);
    expect(await page.locator('.faq-count').textContent()).toBe('2 matching questions');
    expect(await page.locator('#topic-players').isVisible()).toBe(false);
    await page.fill('#faq-query', 'dice');
    expect(await page.locator('.faq-count').textContent()).toBe('1 matching question');
    await page.fill('#faq-query', 'zzzz');
    expect(await visible()).toBe(0);
    expect(await page.locator('.faq-count').textContent()).toContain('zzzz');
    await page.fill('#faq-query', '');
    expect(await visible()).toBe(17);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the question a link names on load and on a same-page hash link, scrolls to it, and fetches nothing for it', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/es/espana/faqs#secret-cards`);
    await hydrated(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_payload')) fetched.push(request.url());
    });
    await page.waitForFunction(() => (document.getElementById('secret-cards') as HTMLDetailsElement).open);
    expect(await page.locator('#secret-cards').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
    expect(await page.locator('#dice').evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
    const url = page.url();
    await page.evaluate(() => {
      location.hash = 'dice';
    });
    await page.waitForFunction(() => (document.getElementById('dice') as HTMLDetailsElement).open);
    expect(await page.locator('#dice').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
    await page.locator('a[href="#topic-media"]').click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById('topic-media')!.getBoundingClientRect().top) < 200,
    );
    expect(page.url()).toBe(url.replace('#secret-cards', '#topic-media'));
    await page.goBack();
    await page.waitForFunction(() => Math.abs(document.getElementById('dice')!.getBoundingClientRect().top) < 200);
    expect(page.url()).toBe(url.replace('#secret-cards', '#dice'));
    expect(fetched).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads nothing from the calendar widget’s host until the visitor asks for it', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const asked: string[] = [];
    // Never reach the outside: the request is counted and refused.
    await page.route('https://sync.ecal.com/**', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${site.base}/en/espana/tickets`);
    await hydrated(page);
    expect(asked).toEqual([]);
    await page.locator('.ecal button').click();
    await page.waitForSelector('.ecal [role="status"].notice');
    expect(asked).toEqual(['https://sync.ecal.com/button/v1/main.js']);
    await context.close();
  });

  it("shows the Arabic tickets page's transport lines in their own order, the mode label first on the right", async () => {
    const context = await newContext(site.browser, { width: 360 });
    const page = await context.newPage();
    await page.goto(`${site.base}/ar/espana/tickets`);
    await hydrated(page);
    const bus = page.locator('#getting-there li', { hasText: 'الحافلة' });
    expect(await bus.textContent()).toBe('الحافلة: 79, 65, L80, L82');
    // Where each piece is drawn: the numbers read left to right, to the left of their label.
    const order = await bus.evaluate((li) => {
      const x = (piece: string) => {
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const i = node.textContent!.indexOf(piece);
          if (i < 0) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + piece.length);
          return range.getBoundingClientRect().left;
        }
        return NaN;
      };
      return [x('79'), x('65'), x('L80'), x('L82'), x('الحافلة')];
    });
    const [bus79, bus65, l80, l82, label] = order as [number, number, number, number, number];
    expect(bus79).toBeLessThan(bus65);
    expect(bus65).toBeLessThan(l80);
    expect(l80).toBeLessThan(l82);
    expect(l82).toBeLessThan(label);
    await context.close();
  });
});
