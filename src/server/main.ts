/**
 * The site's entry. Node's compile cache goes on first, for the embedded league's bundle; then the
 * site's bundle (dist/server/serve.cjs) runs from V8's code of an earlier run of it, functions
 * served with included (docs/decisions/0105).
 * `--prime-code-cache` starts the site on the embedded league, reads its first pages and writes
 * that code: the image's build does it, so that every replica starts from it.
 */
import { enableCodeCache, flushCodeCache } from './code-cache.js';
import { PATHS } from './paths.js';
import { readFirstPages } from './prime.js';
import type { serve } from './serve.js';
import { runSiteScript } from './site-script.js';

const priming = process.argv.includes('--prime-code-cache');
if (priming) {
  // Loopback and a free port, on the embedded league: the build has no league API to read.
  Object.assign(process.env, { HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'warn' });
  delete process.env.UPSTREAM_URL;
}
const compileCache = enableCodeCache(PATHS.codeCache);
const site = runSiteScript<{ serve: typeof serve }>(PATHS.siteScript, PATHS.codeCache);
const origin = await site.exports.serve({ ...compileCache, site: site.cache });
if (priming) {
  const read = await readFirstPages(origin);
  const file = site.saveCache();
  flushCodeCache();
  console.log(`code cache written to ${file} after ${read.length} pages: ${read.join(', ')}`);
  process.exit(0);
}
