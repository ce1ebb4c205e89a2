import type { Lang } from '../config/locales.js';
import { remembered } from '../memo.js';
import { compiledRoute } from './match.js';
import { joinRefs } from './refs.js';
import type { RouteBase, RouteParams } from './routes.js';

export interface HrefOptions {
  query?: Record<string, string | number | undefined>;
  hash?: string;
}

function withExtras(path: string, options?: HrefOptions): string {
  const query = Object.entries(options?.query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  const search = query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : '';
  return path + search + (options?.hash ? `#${options.hash}` : '');
}

/** Paths already built, by page, language and parameters: a page links the same few pages many times. */
const built = /* @__PURE__ */ remembered<string | null>(16_384);

/** The path of a page, or `null` when the page does not exist in that language. */
export function tryHref<B extends RouteBase>(
  base: B,
  lang: Lang,
  params: RouteParams<B>,
  options?: HrefOptions,
): string | null {
  if (options) return buildHref(base, lang, params, options);
  return built(`${base} ${lang} ${JSON.stringify(params)}`, () => buildHref(base, lang, params));
}

function buildHref<B extends RouteBase>(
  base: B,
  lang: Lang,
  params: RouteParams<B>,
  options?: HrefOptions,
): string | null {
  const route = compiledRoute(base, lang);
  if (!route) return null;
  const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return withExtras(
    route.toPath(
      joinRefs(
        route.keys.filter((k) => k !== 'lang'),
        strings,
      ),
    ),
    options,
  );
}

/** A typed link to a page; a page missing in that language is a programming error. */
export function href<B extends RouteBase>(base: B, lang: Lang, params: RouteParams<B>, options?: HrefOptions): string {
  const path = tryHref(base, lang, params, options);
  if (path === null) throw new Error(`No route ${base} in ${lang}`);
  return path;
}
