import type { WebContext } from '../config/contexts.js';
import { LANGS, type Lang } from '../config/locales.js';
import { runGuards } from './guards.js';
import { tryHref } from './href.js';
import { matchPath, type RouteMatch } from './match.js';
import type { RouteBase, RouteParams } from './routes.js';
import { W } from './words.js';

export interface Alternate {
  href: string;
  /** The same page exists in that language (false: the nearest page that does). */
  exact: boolean;
}

/** Params that are words of the language themselves (the news segment) follow the language. */
function localParams(m: RouteMatch, lang: Lang): Record<string, string> {
  return m.params.news === undefined ? m.params : { ...m.params, news: W.news[lang] };
}

function sameOrNearest(m: RouteMatch, context: WebContext, lang: Lang): Alternate {
  const path = tryHref(m.base, lang, localParams(m, lang) as RouteParams<RouteBase>);
  const target = path === null ? null : matchPath(path);
  if (path !== null && target && runGuards(target, context).kind === 'ok') return { href: path, exact: true };
  const region = m.params.region;
  const regionHome = region ? tryHref('region', lang, { region }) : null;
  const home =
    regionHome && runGuards(matchPath(regionHome)!, context).kind === 'ok' ? regionHome : tryHref('index', lang, {})!;
  return { href: home, exact: false };
}

/** The language switcher and hreflang: the same page in every language, keeping its params. */
export function alternatesOf(m: RouteMatch | null, context: WebContext): Record<Lang, Alternate> {
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      m ? sameOrNearest(m, context, lang) : { href: tryHref('index', lang, {})!, exact: false },
    ]),
  ) as Record<Lang, Alternate>;
}
