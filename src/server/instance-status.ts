import type { InstanceStatus } from '../shared/instance.js';
import type { DataLayer } from './data/index.js';
import type { PageCache } from './render/page-cache.js';
import { BUILD } from './version.js';

export type { InstanceStatus };

export function instanceStatus(deps: {
  data: DataLayer | null;
  pageCache: PageCache;
  startedAt: Date;
}): () => InstanceStatus {
  const startedAt = deps.startedAt.toISOString();
  return () => ({
    version: BUILD.version,
    commit: BUILD.commit,
    startedAt,
    upstream: deps.data?.health() ?? null,
    dataCache: deps.data ? { entries: deps.data.cache.size, bytes: deps.data.cache.totalSize } : null,
    pageCache: { entries: deps.pageCache.size, bytes: deps.pageCache.totalSize },
  });
}
