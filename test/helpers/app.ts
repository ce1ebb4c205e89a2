import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createDataLayer } from '../../src/server/data/index.js';
import type { AssetManifest } from '../../src/server/render/assets.js';

/** HTTP tests need no client build: the document only names its assets. */
export const TEST_ASSETS: AssetManifest = {
  entry: '/assets/entry-test.js',
  css: '/assets/app-test.css',
  preload: ['/assets/chunk-test.js'],
  messages: Object.fromEntries(
    ['ar', 'de', 'en', 'es', 'fr', 'it', 'pt'].map((l) => [
      l,
      { shell: `/assets/messages-${l}-test.js`, pages: { tables: `/assets/messages-${l}-tables-test.js` } },
    ]),
  ) as AssetManifest['messages'],
  pages: { tables: ['/assets/tables-page-test.js'] },
  screens: ['/assets/error-screens-test.js'],
  fonts: { latin: '/assets/barlow-latin-test.woff2', arabic: '/assets/cairo-arabic-test.woff2' },
};

export const NOW = new Date('2026-11-22T12:00:00Z');

export function testApp(env: Record<string, string> = {}, deps: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  return buildApp({ config: loadConfig(env), assets: TEST_ASSETS, logger: false, clock: () => NOW, ...deps });
}

/**
 * The site reading the league API at `origin`, its data cache ageing on `clock` as the site does,
 * so a test that moves the clock sees kept copies age and be read again.
 */
export function testAppOnClock(origin: string, clock: () => Date): Promise<FastifyInstance> {
  const env = { UPSTREAM_URL: origin };
  const data = createDataLayer({
    origin,
    cmsUrl: null,
    context: loadConfig(env).webContext,
    now: () => clock().getTime(),
  });
  return testApp(env, { clock, data });
}

/** The JSON the page hands to the browser. */
export function pageData(html: string): {
  state: Record<string, unknown>;
  config: Record<string, unknown>;
  messages: string[];
} {
  const m = /<script type="application\/json" id="__DATA__">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no page data');
  return JSON.parse(m[1]!);
}

/** A page head for tests of the document around the app, which do not read it. */
export const TEST_HEAD = {
  title: 't',
  description: 'd',
  canonical: 'http://x/',
  shareUrl: 'http://x/',
  image: 'http://x/i.png',
  locale: 'en_GB',
  localeAlternates: [],
  hreflang: [],
  noindex: false,
};
