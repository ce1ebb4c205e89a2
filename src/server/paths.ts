import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, whether running from src/ (tsx, tests) or from the dist/ bundle. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot();
export const PATHS = Object.freeze({
  locales: join(ROOT, 'locales'),
  public: join(ROOT, 'public'),
  client: join(ROOT, 'dist', 'client'),
  manifest: join(ROOT, 'dist', 'client', 'manifest.json'),
  buildInfo: join(ROOT, 'dist', 'build.json'),
  /** The site's own bundle, which main.ts runs (src/server/site-script.ts). */
  siteScript: join(ROOT, 'dist', 'server', 'serve.cjs'),
  /** The embedded league API's bundle, which the site runs without UPSTREAM_URL. */
  embeddedScript: join(ROOT, 'dist', 'upstream', 'embedded.cjs'),
  /** V8's compiled code of the server's bundles, beside them (src/server/site-script.ts). */
  codeCache: join(ROOT, 'dist', '.code-cache'),
});
