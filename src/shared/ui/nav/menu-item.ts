import type { WebContext } from '../../config/contexts.js';
import type { Lang } from '../../config/locales.js';
import type { Region } from '../../config/regions.js';
import { isBlocked } from '../../routing/checks.js';
import { tryHref } from '../../routing/href.js';
import { ROUTES, type RouteBase, type RouteParams } from '../../routing/routes.js';

export interface MenuItem {
  /** Message key of the label. */
  key: string;
  href: string;
  external?: boolean;
  children?: MenuItem[];
}

/**
 * An internal item exists only where its page exists in the language and is not blocked for
 * the region: the route table decides, never a second hand-written list.
 */
export function regionItem(
  key: string,
  base: RouteBase,
  region: Region,
  lang: Lang,
  extra: Record<string, string> = {},
): MenuItem | null {
  if (isBlocked(ROUTES[base], region.context, region.slug)) return null;
  const path = tryHref(base, lang, { region: region.slug, ...extra } as RouteParams<RouteBase>);
  return path === null ? null : { key, href: path };
}

/** The same rule for pages without a region, where the context itself is the check name. */
export function globalItem(key: string, base: RouteBase, context: WebContext, lang: Lang): MenuItem | null {
  if (isBlocked(ROUTES[base], context, null)) return null;
  const path = tryHref(base, lang, {} as RouteParams<RouteBase>);
  return path === null ? null : { key, href: path };
}

export const externalItem = (key: string, url: string): MenuItem => ({ key, href: url, external: true });

export const present = (items: readonly (MenuItem | null | false)[]): MenuItem[] =>
  items.filter((i): i is MenuItem => Boolean(i));

/** A parent whose page is its first child's; dropped when no child is left. */
export function group(key: string, children: MenuItem[]): MenuItem | null {
  return children.length > 0 ? { key, href: children[0]!.href, children } : null;
}

/** Leaves only: submenus opened up in place. */
export const flattenMenu = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((i) => (i.children ? flattenMenu(i.children) : [i]));

/** The item, or one of its children, is the page being shown. */
export const isCurrent = (item: MenuItem, path: string): boolean =>
  (!item.external && !item.children && item.href === path) || (item.children?.some((c) => isCurrent(c, path)) ?? false);

/** The path when one of the menu's items is the page being shown, else '': all a menu reads of the path. */
export const currentHref = (items: readonly MenuItem[], path: string): string =>
  items.some((item) => isCurrent(item, path)) ? path : '';

/**
 * A menu depends only on the context, the region and the language, and building one asks the
 * route table for every link: each is built once and shared (frozen) by every render after.
 */
export function memoMenu(build: (context: WebContext, region: Region | null, lang: Lang) => MenuItem[]) {
  const built = new Map<string, MenuItem[]>();
  return (context: WebContext, region: Region | null, lang: Lang): MenuItem[] => {
    const key = `${context} ${region?.slug ?? ''} ${lang}`;
    let menu = built.get(key);
    if (!menu) built.set(key, (menu = Object.freeze(build(context, region, lang)) as MenuItem[]));
    return menu;
  };
}
