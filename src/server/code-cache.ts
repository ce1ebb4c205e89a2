import * as nodeModule from 'node:module';
import type { SiteCodeCache } from './site-script.js';

/** What became of V8's code cache for the modules this process compiles next. */
export interface CodeCache {
  status: 'on' | 'unsupported' | 'off';
  /** Where it is read from and written to, when on. */
  directory?: string;
  /** Why it is off. */
  message?: string;
  /** The site's own bundle's cache (src/server/site-script.ts), whichever Node. */
  site?: SiteCodeCache;
}

/** The part of node:module this needs: `enableCompileCache` is Node 22.1's, absent before. */
export interface CompileCacheApi {
  enableCompileCache?: (directory?: string) => { status: number; message?: string; directory?: string };
  flushCompileCache?: () => void;
  constants?: { compileCacheStatus?: Readonly<Record<string, number>> };
}

/**
 * Turns on Node's compile cache in `directory`, so that the site's bundles are compiled from V8's
 * cached code instead of from source (docs/decisions/0098-first-page-sooner.md). Whatever happens,
 * a directory that is missing, unwritable or refused, or a Node without the cache, the site starts:
 * only slower.
 */
export function enableCodeCache(
  directory: string,
  api: CompileCacheApi = nodeModule as unknown as CompileCacheApi,
): CodeCache {
  if (typeof api.enableCompileCache !== 'function') return { status: 'unsupported' };
  try {
    const result = api.enableCompileCache(directory);
    const { ENABLED, ALREADY_ENABLED } = api.constants?.compileCacheStatus ?? {};
    return result.status === ENABLED || result.status === ALREADY_ENABLED
      ? { status: 'on', directory: result.directory ?? directory }
      : { status: 'off', message: result.message ?? 'disabled' };
  } catch (error) {
    return { status: 'off', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Writes what Node's compile cache holds now, where Node has it (22.10 and later). */
export function flushCodeCache(api: CompileCacheApi = nodeModule as unknown as CompileCacheApi): void {
  api.flushCompileCache?.();
}
