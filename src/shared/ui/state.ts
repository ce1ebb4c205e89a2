import type { WebContext } from '../config/contexts.js';
import type { Lang } from '../config/locales.js';
import type { RegionSlug } from '../config/regions.js';
import type { Alternate } from '../routing/alternates.js';
import type { DataOf, PageKind } from '../routing/page-kinds.js';
import type { RouteBase } from '../routing/routes.js';

/** What the body shows: the route's page, or one of the error screens. */
export type View =
  | { kind: 'page' }
  /** A named check blocks the page in this region: the region-specific not-found page. */
  | { kind: 'blocked' }
  /** The 404 screen (unmatched route, failed validation, unknown region). */
  | { kind: 'not-found' }
  /** The page's data could not be loaded and no earlier copy was at hand: 503, it says so. */
  | { kind: 'unavailable' }
  /** Any other error: 'Error: {status}, {message}'. */
  | { kind: 'error'; status: number; message: string };

/** Everything a render needs besides the messages; serialised into the page for hydration. */
export interface PageState {
  context: WebContext;
  lang: Lang;
  /** `base___lang`, or null when no route matched. */
  routeName: string | null;
  base: RouteBase | null;
  params: Readonly<Record<string, string>>;
  region: RegionSlug | null;
  view: View;
  status: number;
  /** The request path (no query), as the visitor sees it. */
  path: string;
  /** The query parameters the page reads (no `?`): the same page in another language keeps them. */
  search: string;
  /** The same page in every language (`exact`), or the nearest page that exists there. */
  alternates: Readonly<Record<Lang, Alternate>>;
  /** The full document title. */
  title: string;
  /** Render time, ISO 8601; used for the copyright year and the health page. */
  now: string;
  /** What the page kind's loader gave; null for the screens and kinds that show no league data. */
  data: DataOf<PageKind>;
}
