/**
 * The site's entry: V8's code cache first, then the site's bundle (dist/server/serve.js), which
 * Node then compiles from the cache when it holds it (docs/decisions/0098-first-page-sooner.md).
 * `--prime-code-cache` only compiles the bundles, filling the cache: the image's build does it,
 * so that every replica starts from it.
 */
import { enableCodeCache } from './code-cache.js';
import { PATHS } from './paths.js';

const codeCache = enableCodeCache(PATHS.codeCache);
if (process.argv.includes('--prime-code-cache')) {
  await Promise.all([import('./serve.js'), import('../upstream/embedded.js')]);
} else {
  (await import('./serve.js')).serve(codeCache);
}
