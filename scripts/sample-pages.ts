/**
 * Each page kind's sample address in a given language: its bench page (bench-pages.ts) moved
 * through the route table, for the screenshots (shots.ts) and the every-page browser checks.
 */
import type { WebContext } from '../src/shared/config/contexts.js';
import type { Lang } from '../src/shared/config/locales.js';
import { regionsFor } from '../src/shared/config/regions.js';
import { alternatesOf } from '../src/shared/routing/alternates.js';
import { tryHref } from '../src/shared/routing/href.js';
import { matchPath } from '../src/shared/routing/match.js';
import { W } from '../src/shared/routing/words.js';
import { BENCH_PAGES, type BenchPage } from './bench-pages.js';

/** Kinds the Kings site has no page of, so the bench (run on it) has no line for them. */
export const QUEENS_ONLY: BenchPage[] = [{ kind: 'finalissima', path: '/es/finalissima' }];

export const samplesFor = (context: WebContext): BenchPage[] => [
  ...BENCH_PAGES,
  ...(context === 'queens' ? QUEENS_ONLY : []),
];

/** The sample's address as the bench finds it (a detail page from its list page). */
export const resolveSample = async (sample: BenchPage, base: string): Promise<string> =>
  typeof sample.path === 'string' ? sample.path : sample.path(base);

/**
 * The same page in `lang`, or null when that language (or the context) has none. News live in
 * their region's language only, so news pages move to the region whose news are in `lang`.
 */
export async function inLanguage(
  kind: string,
  path: string,
  lang: Lang,
  context: WebContext,
  base: string,
): Promise<string | null> {
  // A page chosen by its query (two players compared) keeps it in every language.
  const [pathname = path, search] = path.split('?', 2);
  const m = matchPath(pathname);
  const alternate = alternatesOf(m, context)[lang];
  if (alternate.exact) return search ? `${alternate.href}?${search}` : alternate.href;
  const region = regionsFor(context).find((r) => r.newsLang === lang);
  if (m?.def.validate !== 'news' || !region) return null;
  const list = tryHref('region-news', lang, { region: region.slug, news: W.news[lang] });
  if (!list || kind === 'news') return list;
  const html = await (await fetch(base + list)).text();
  return new RegExp(`href="(${list}/[^"?#]+)"`).exec(html)?.[1] ?? null;
}
