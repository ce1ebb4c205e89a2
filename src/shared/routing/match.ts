import { compile, match as compileMatch, type MatchFunction, type PathFunction } from 'path-to-regexp';
import { isLang, type Lang } from '../config/locales.js';
import { remembered } from '../memo.js';
import { routeName } from './names.js';
import { splitRefs } from './refs.js';
import { ROUTE_BASES, ROUTES, type RouteBase, type RouteDef } from './routes.js';

export interface CompiledRoute {
  name: string;
  base: RouteBase;
  lang: Lang;
  pattern: string;
  def: RouteDef;
  keys: readonly string[];
  toPath: PathFunction<Record<string, string>>;
  matcher: MatchFunction<Record<string, string>>;
  /** Its segments, each a word a path must have there or null for a parameter. */
  segments: readonly (string | null)[];
}

export interface RouteMatch {
  name: string;
  base: RouteBase;
  lang: Lang;
  def: RouteDef;
  params: Record<string, string>;
  /** A composite segment did not have its shape: the page's validation fails. */
  malformed: boolean;
}

const KEY = /:([A-Za-z]+)/g;

/** Static segments rank before parameters, segment by segment. */
function rank(pattern: string): number[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s.includes(':') ? 1 : 0));
}

function byPrecedence(ra: readonly number[], rb: readonly number[]): number {
  for (let i = 0; i < Math.min(ra.length, rb.length); i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
  return ra.length - rb.length;
}

/**
 * The route table's patterns are plain segments: words and parameters, nothing optional. A
 * pattern that is not would need the matcher for every path, so it is refused.
 */
function segmentsOf(pattern: string): (string | null)[] {
  if (/[{}()[\]*+?!\\]/.test(pattern)) throw new Error(`Route pattern ${pattern} is not plain segments`);
  return pattern
    .split('/')
    .slice(1)
    .map((s) => (s.includes(':') ? null : s));
}

/** Whether a path's segments can be the route's: a cheap test before its matcher. */
function fits(route: CompiledRoute, segments: readonly string[]): boolean {
  if (route.segments.length !== segments.length) return false;
  for (let i = 0; i < segments.length; i++)
    if (route.segments[i] !== null && route.segments[i] !== segments[i]) return false;
  return true;
}

/**
 * A function made on its first call: path-to-regexp's compilation is the table's cost, and a
 * page (or a browser's first screen) uses a few of the routes of one language.
 */
function onFirstCall<A extends unknown[], R>(make: () => (...args: A) => R): (...args: A) => R {
  let made: ((...args: A) => R) | undefined;
  return (...args) => (made ??= make())(...args);
}

interface LangTable {
  /** Every route of the language, in the order paths are tried. */
  routes: readonly CompiledRoute[];
  byBase: ReadonlyMap<RouteBase, CompiledRoute>;
}

function compileLang(lang: Lang): LangTable {
  const routes: CompiledRoute[] = [];
  for (const base of ROUTE_BASES) {
    const def: RouteDef = ROUTES[base];
    const tail = def.paths[lang];
    if (tail === undefined) continue;
    const pattern = `/${lang}${tail}`;
    routes.push(
      Object.freeze({
        name: routeName(base, lang),
        base,
        lang,
        pattern,
        def,
        keys: [...pattern.matchAll(KEY)].map((m) => m[1]!),
        toPath: onFirstCall(() => compile<Record<string, string>>(pattern)),
        matcher: onFirstCall(() => compileMatch<Record<string, string>>(pattern, { sensitive: true })),
        segments: segmentsOf(pattern),
      }),
    );
  }
  const ranks = new Map(routes.map((r) => [r, rank(r.pattern)]));
  routes.sort((a, b) => byPrecedence(ranks.get(a)!, ranks.get(b)!));
  return { routes: Object.freeze(routes), byBase: new Map(routes.map((r) => [r.base, r])) };
}

/** Each language's table, made when a path or a link of that language first needs it. */
const tables = new Map<Lang, LangTable>();
function tableOf(lang: Lang): LangTable {
  let table = tables.get(lang);
  if (!table) tables.set(lang, (table = compileLang(lang)));
  return table;
}

/** The languages whose table is made so far: a page, or a browser's first screen, makes its own. */
export const madeTables = (): Lang[] => [...tables.keys()];

export function compiledRoute(base: RouteBase, lang: Lang): CompiledRoute | undefined {
  return tableOf(lang).byBase.get(base);
}

/**
 * Paths matched lately: a page's path is matched for its cache key and its route, and each of its
 * language alternates too (they are next asked for themselves), so a crawl of distinct pages
 * matches each path once. A bounded number; the matches are shared (not to be changed).
 */
const matched = /* @__PURE__ */ remembered<{ match: RouteMatch | null }>(20_000);

/** Matches a decoded-or-raw pathname. `null` means no route (a non-fatal 404). */
export function matchPath(pathname: string): RouteMatch | null {
  return matched(pathname, () => ({ match: matchRoute(pathname) })).match;
}

function matchRoute(pathname: string): RouteMatch | null {
  const lang = pathname.split('/', 2)[1];
  if (!isLang(lang)) return null;
  // The matcher takes one trailing slash; empty segments elsewhere it refuses itself.
  const segments = pathname.split('/').filter(Boolean);
  for (const route of tableOf(lang).routes) {
    if (!fits(route, segments)) continue;
    let result: ReturnType<typeof route.matcher>;
    try {
      result = route.matcher(pathname);
    } catch {
      return null; // malformed percent-encoding
    }
    if (!result) continue;
    const params = splitRefs({ ...result.params });
    return {
      name: route.name,
      base: route.base,
      lang,
      def: route.def,
      params: params ?? { ...result.params },
      malformed: params === null,
    };
  }
  return null;
}
