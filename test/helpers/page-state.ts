import { loadConfig } from '../../src/server/config.js';
import type { InstanceStatus } from '../../src/server/instance-status.js';
import { loadAllLoaders } from '../../src/server/loaders/index.js';
import { loadCatalog } from '../../src/server/messages.js';
import { loadPage } from '../../src/server/render/load-page.js';
import type { WebContext } from '../../src/shared/config/contexts.js';
import { loadAllPages } from '../../src/shared/ui/pages/index.js';
import type { PageState } from '../../src/shared/ui/state.js';

export const catalog = loadCatalog();

/** An instance that has never heard from a league API. */
export const INSTANCE: InstanceStatus = {
  version: '0.0.0',
  commit: null,
  startedAt: '2031-03-04T05:00:00.000Z',
  upstream: null,
  dataCache: null,
  pageCache: { entries: 0, bytes: 0 },
};
await Promise.all([loadAllPages(), loadAllLoaders()]);

/**
 * The page state the server builds for a path with no league data at hand: the real route,
 * guards, head and loader (a page that needs data is then unavailable). `override` stands in for
 * what a loader would have given.
 */
export async function pageState(
  context: WebContext,
  path: string,
  now: Date,
  override: Partial<PageState> = {},
): Promise<PageState> {
  const resolved = await loadPage(
    { path, query: new URLSearchParams(), fallbackLang: 'en', now },
    {
      config: loadConfig({ WEB_CONTEXT: context }),
      catalog,
      data: null,
      deadlineMs: 1000,
      onDataError: () => {},
      instance: () => INSTANCE,
    },
  );
  return { ...resolved.state, ...override };
}
