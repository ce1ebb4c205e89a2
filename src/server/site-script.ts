import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, wrap } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** What became of a script's code cache at start (docs/decisions/0105). */
export type SiteCodeCache = 'accepted' | 'rejected' | 'absent';

/** The code caches of the site's bundle and, when it runs, the embedded league API's. */
export type CodeCacheState = Partial<Record<'site' | 'embedded', SiteCodeCache>>;

export interface SiteScript<T> {
  /** What the script's `module.exports` holds. */
  exports: T;
  cache: SiteCodeCache;
  /**
   * Writes V8's code for every function compiled so far, for the next start: called once the
   * site has served its first pages, it holds what serving needs, not only the module bodies.
   */
  saveCache(): string;
}

/**
 * The cache file for this script's text, this Node and these V8 options. V8 checks its version
 * and options itself, but of the source only its length: a rebuilt bundle of the same length would
 * take another build's code, so the file is named by a digest of the text.
 */
export function cacheFileFor(directory: string, file: string, source: string | Buffer): string {
  const digest = createHash('sha1')
    .update(source)
    .update(`\0${process.version}\0${process.arch}\0${process.execArgv.join(' ')}`)
    .digest('hex')
    .slice(0, 16);
  return join(directory, `${basename(file)}.${digest}.v8`);
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Runs a CommonJS script (the site's bundle, dist/server/serve.cjs, or the embedded league API's,
 * dist/upstream/embedded.cjs) from V8's code cache when it holds this exact text, as Node would
 * run the file otherwise. A cache that is missing, unreadable or refused costs only time: the
 * script is compiled from its text.
 */
export function runSiteScript<T>(file: string, cacheDirectory: string): SiteScript<T> {
  // The bytes are hashed as read, then decoded once: quick while the bundle is ASCII (the build
  // keeps it so), where a string of wide characters would take several times as long.
  const bytes = readFileSync(file);
  const cacheFile = cacheFileFor(cacheDirectory, file, bytes);
  const cachedData = readIfThere(cacheFile);
  const script = new Script(wrap(bytes.toString('utf8')), { filename: file, cachedData });
  const cjsModule = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(cjsModule.exports, cjsModule.exports, createRequire(file), cjsModule, file, dirname(file));
  return {
    exports: cjsModule.exports,
    cache: cachedData === undefined ? 'absent' : script.cachedDataRejected ? 'rejected' : 'accepted',
    saveCache() {
      mkdirSync(cacheDirectory, { recursive: true });
      // Whole or not at all: a replica starting meanwhile reads the old file or the new one.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
      return cacheFile;
    },
  };
}
