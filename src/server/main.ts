/**
 * The site's entry. It runs the site's bundle (dist/server/serve.cjs) and, without UPSTREAM_URL,
 * the embedded league API's (dist/upstream/embedded.cjs) from V8's code of an earlier run of
 * them, functions served with included (docs/decisions/0105).
 * `--prime-code-cache` starts the site on the embedded league, reads its first pages and writes
 * that code: the image's build does it, so that every replica starts from it.
 * Built as a CommonJS script (dist/server/main.cjs): Node starts one without its ES module loader,
 * some milliseconds sooner (docs/decisions/0107).
 */
import type * as Embedded from '../upstream/embedded.js';
import { PATHS } from './paths.js';
import { readFirstPages } from './prime.js';
import type { serve } from './serve.js';
import { type CodeCacheState, runSiteScript, type SiteScript } from './site-script.js';

const priming = process.argv.includes('--prime-code-cache');
if (priming) {
  // Loopback and a free port, on the embedded league: the build has no league API to read.
  Object.assign(process.env, { HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'warn' });
  delete process.env.UPSTREAM_URL;
}
const codeCache: CodeCacheState = {};
const scripts: SiteScript<unknown>[] = [];
function run<T>(file: string, name: keyof CodeCacheState): T {
  const script = runSiteScript<T>(file, PATHS.codeCache);
  scripts.push(script);
  codeCache[name] = script.cache;
  return script.exports;
}

async function primeCodeCache(origin: string): Promise<never> {
  const read = await readFirstPages(origin);
  const files = scripts.map((script) => script.saveCache());
  console.log(`code cache written to ${files.join(' and ')} after ${read.length} pages: ${read.join(', ')}`);
  return process.exit(0);
}

const site = run<{ serve: typeof serve }>(PATHS.siteScript, 'site');
void site
  .serve({ codeCache, loadEmbedded: () => run<typeof Embedded>(PATHS.embeddedScript, 'embedded') })
  .then((origin) => priming && primeCodeCache(origin));
