/**
 * Full-page screenshots of every page kind, desktop (1366) and phone (390), to look at:
 *   npx tsx scripts/shots.ts BASE_URL [--theme light|dark] [--lang en,ar] [--out DIR] [--context kings|queens] [--kinds a,b]
 * Each kind's sample address is its bench page moved into each language (sample-pages.ts); a kind
 * that has no page in a language or context is listed as skipped.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { WEB_CONTEXTS, type WebContext } from '../src/shared/config/contexts.js';
import { isLang } from '../src/shared/config/locales.js';
import { matchPath } from '../src/shared/routing/match.js';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { inLanguage, resolveSample, samplesFor } from './sample-pages.js';

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    theme: { type: 'string', default: 'light' },
    lang: { type: 'string', default: 'en,ar' },
    out: { type: 'string', default: '/tmp/shots' },
    context: { type: 'string', default: 'kings' },
    kinds: { type: 'string' },
  },
});
const base = positionals[0]?.replace(/\/$/, '');
const theme = values.theme;
const context = values.context as WebContext;
const langs = values.lang.split(',').filter(isLang);
if (!base || (theme !== 'light' && theme !== 'dark') || !WEB_CONTEXTS.includes(context) || langs.length === 0) {
  console.error(
    'usage: npx tsx scripts/shots.ts BASE_URL [--theme light|dark] [--lang en,ar] [--out DIR] [--context kings|queens] [--kinds a,b]',
  );
  process.exit(2);
}
const wanted = values.kinds?.split(',');
const pages = samplesFor(context).filter((p) => !wanted || wanted.includes(p.kind));

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const skipped: string[] = [];
try {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const browserContext = await browser.newContext({ viewport, colorScheme: theme, deviceScaleFactor: 1 });
    const page = await browserContext.newPage();
    for (const sample of pages) {
      let path: string;
      try {
        path = await resolveSample(sample, base);
      } catch (error) {
        skipped.push(`${sample.kind}: ${(error as Error).message}`);
        continue;
      }
      const targets = await Promise.all(
        langs.map(async (lang) => [lang, await inLanguage(sample.kind, path, lang, context, base)] as const),
      );
      // A language without the page is made up for by the sample's own language, once.
      const own = matchPath(path)?.lang;
      const missing = targets.findIndex(([, t]) => !t);
      if (own && missing >= 0 && !targets.some(([l, t]) => l === own && t)) targets.push([own, path]);
      for (const [lang, target] of targets) {
        if (!target) {
          if (name === 'desktop') skipped.push(`${sample.kind} ${lang}: no such page`);
          continue;
        }
        const response = await page.goto(base + target, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 }).catch(() => undefined);
        // Lazy images below the fold would stay blank in a full-page shot.
        await page.evaluate(async () => {
          const images = [...document.images];
          for (const image of images) image.loading = 'eager';
          await Promise.all([document.fonts.ready, ...images.map((image) => image.decode().catch(() => undefined))]);
        });
        const file = join(values.out, `${sample.kind}-${lang}-${theme}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${response?.status() ?? '???'} ${file} ← ${target}`);
      }
    }
    await browserContext.close();
  }
} finally {
  await browser.close();
}
if (skipped.length) console.log(`skipped:\n  ${skipped.join('\n  ')}`);
