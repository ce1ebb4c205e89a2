import type { BuildOptions } from 'esbuild';

/**
 * How server code is bundled for Node: the site and the league API of the build, and the
 * benchmark's targets, so the bench measures the code `npm start` runs.
 */
export const SERVER_BUNDLE = {
  absWorkingDir: new URL('..', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: ['node20'],
  jsx: 'automatic',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * How src/server/main.ts names the embedded league API: kept as an import at run time, so the
 * site's bundle (dist/server/main.js) finds the API's own (dist/upstream/embedded.js) beside it.
 */
export const EMBEDDED_UPSTREAM = '../upstream/embedded.js';
