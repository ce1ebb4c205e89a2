import type { WebContext } from '../../shared/config/contexts.js';
import type { Lang } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import type { Translate } from '../../shared/i18n/messages.js';
import type { DataOf, PageKind } from '../../shared/routing/page-kinds.js';
import type { RouteBase } from '../../shared/routing/routes.js';
import type { Later } from '../../shared/ui/late-parts.js';
import type { HeadData, HeadLink, JsonLd } from '../../shared/ui/payload.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import type { InstanceStatus } from '../instance-status.js';
import type { SharePicture } from '../share/card.js';

/** What every loader knows of the request and of this instance. */
export interface SiteContext {
  context: WebContext;
  lang: Lang;
  /** The route matched: a kind may serve several (the stats leaderboards read their stat from it). */
  base: RouteBase;
  /** The page language's messages, for what a loader writes into the head (a description). */
  t: Translate;
  region: Region | null;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The site's origin (scheme, host, port), as configured: absolute links in the head and JSON-LD. */
  origin: string;
  /** The page's own address (origin + path), for JSON-LD. */
  url: string;
  /** The request's clock, so what is live or soon is decided once per render. */
  now: Date;
  /** This instance: its version, the league API as last heard, its caches (the status page). */
  instance: () => InstanceStatus;
}

/** A loader of league data: the data layer and the rule for parts that fail. */
export interface LoaderContext extends SiteContext {
  data: DataLayer;
  /**
   * A part of the page loaded on its own: its value, or null when it failed. A failed part
   * leaves the rest of the page up but marks it degraded (docs/decisions/0015-degraded-pages.md);
   * a part the league API says does not exist is simply absent.
   */
  part<T>(work: Promise<T>): Promise<T | null>;
  /**
   * A part the page can begin without: the page's status and head do not depend on it. Its value
   * comes with the page when it is ready in time; otherwise the page is sent up to the part and
   * the rest follows once it is in (docs/decisions/0079-in-order-late-parts.md). Its failure
   * degrades the page as `part`'s does.
   */
  later<T>(work: Promise<T>): Later<T>;
  /** Marks the page degraded when a part was lost inside a call that still answered. */
  lacks(what: string): void;
}

/** What a loader knows of the page beyond its data: the subject's name, a summary, schema.org. */
export interface PageMeta {
  /** Replaces the route's title before ' | {league}' (a team's or a player's name, a match's teams). */
  title?: string;
  description?: string;
  /** schema.org objects (the page's subject first, then its breadcrumb trail), written as JSON-LD in the head. */
  jsonLd?: JsonLd | readonly JsonLd[];
  /** The page's own share image, drawn from its data, instead of the region's (docs/decisions/0078-share-images.md). */
  share?: SharePicture;
  /** An article's times: Open Graph then calls the page an article. */
  article?: HeadData['article'];
  /** A person's page: Open Graph calls it a profile. */
  profile?: boolean;
  /** Previous and next pages of a list, a feed. */
  links?: HeadLink[];
  /** A page search engines should leave out: it repeats another under an address of its own. */
  noindex?: boolean;
}

export interface PageResult<D> {
  data: D;
  meta?: PageMeta;
  /**
   * The route params of the page's one address (a detail page's name part): a request for any
   * other spelling is redirected there (301), its query kept.
   */
  canonical?: Readonly<Record<string, string | number>>;
}

export type PageLoader<K extends PageKind = PageKind> =
  | { kind: K; source: 'league'; load(ctx: LoaderContext): Promise<PageResult<DataOf<K>>> }
  /** The page shows what this instance knows of itself: it loads even without league data. */
  | { kind: K; source: 'site'; load(ctx: SiteContext): Promise<PageResult<DataOf<K>>> }
  /** The page shows no data: nothing to load, nothing that can fail. */
  | { kind: K; source: 'none' };

type DatalessKind = { [K in PageKind]: DataOf<K> extends null ? K : never }[PageKind];

/**
 * The default export of `loaders/{kind}.ts`: params → the page's data, through the data layer.
 * It must give exactly what the kind's page takes. Throw NotFoundError for a 404; any other
 * failure makes the page unavailable.
 */
export function defineLoader<K extends PageKind>(
  kind: K,
  load: (ctx: LoaderContext) => Promise<PageResult<DataOf<K>>>,
): PageLoader<K> {
  return { kind, source: 'league', load };
}

/** The default export of `loaders/{kind}.ts` for a page about this instance rather than the league. */
export function defineSiteLoader<K extends PageKind>(
  kind: K,
  load: (ctx: SiteContext) => Promise<PageResult<DataOf<K>>>,
): PageLoader<K> {
  return { kind, source: 'site', load };
}

/** The default export of `loaders/{kind}.ts` for a page that shows no league data. */
export function withoutData<K extends DatalessKind>(kind: K): PageLoader<K> {
  return { kind, source: 'none' };
}

/** The region of a page under /{lang}/{region}: the guards have already checked it. */
export function regionOf(ctx: Pick<LoaderContext, 'region'>): Region {
  if (!ctx.region) throw new NotFoundError('Region not found');
  return ctx.region;
}
