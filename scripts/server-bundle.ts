import { createRequire } from 'node:module';
import type { BuildOptions, Plugin, PluginBuild } from 'esbuild';

/** The project's folder, without a trailing slash, and a `require` that resolves from it. */
function project(build: PluginBuild): { root: string; require: NodeJS.Require } {
  const root = (build.initialOptions.absWorkingDir ?? process.cwd()).replace(/\/$/, '');
  return { root, require: createRequire(`${root}/`) };
}

/**
 * Packages the server bundles leave to Node's resolver (docs/decisions/0093): loaded on first use
 * (the share image engine, the error reporter) or native; and the build tools the bench's targets
 * import.
 */
export const SERVER_EXTERNALS = ['@sentry/*', '@resvg/resvg-js', 'satori', 'esbuild', 'autocannon'] as const;

/**
 * Fastify's parts the site never runs (docs/decisions/0104): its JSON schema compilers, which
 * NO_JSON_SCHEMAS replaces, and `inject`'s request faker. Left to Node's resolver, so a start
 * does not parse their 370 KB; were one ever asked for, Node would load it from node_modules.
 */
export const NEVER_RUN = [
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'light-my-request',
] as const;

/**
 * htmlparser2 ships an ES module build and a CommonJS one; sanitize-html requires the second, so
 * the site's imports are resolved as requires too, and the bundle holds one parser stack.
 */
const oneHtmlParser: Plugin = {
  name: 'one-htmlparser2',
  setup(build) {
    build.onResolve({ filter: /^htmlparser2$/ }, (args) =>
      args.kind === 'require-call' || args.pluginData === 'as-require'
        ? undefined
        : build.resolve(args.path, { kind: 'require-call', resolveDir: args.resolveDir, pluginData: 'as-require' }),
    );
  },
};

/**
 * glob, which @fastify/static requires as it loads and calls only to list a folder served without
 * a wildcard: a stand-in that Node's resolver fills on the first call. The site's public folder
 * holds nothing a start must list (src/server/plugins/static-files.ts), so no start parses or runs
 * glob's 100 KB.
 */
const globOnFirstUse: Plugin = {
  name: 'glob-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^glob$/ }, (args) =>
      args.namespace === 'glob-on-first-use'
        ? { path: 'glob', external: true }
        : args.importer.includes('/@fastify/static/')
          ? { path: 'glob', namespace: 'glob-on-first-use' }
          : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'glob-on-first-use' }, () => ({
      contents: "exports.glob = (...args) => require('glob').glob(...args);",
      loader: 'js',
    }));
  },
};

/**
 * Node's own modules reached with `require`, never `import` (docs/decisions/0104). An `import`
 * makes Node fill the module's ES namespace by reading every export, and on Node 22 and later
 * `node:http`'s exports include WebSocket and its events, whose getters load Node's own copy of
 * undici: about 50 ms of every start, for classes the site never uses. `require` hands over the
 * same object without reading it.
 */
const nodeModulesByRequire: Plugin = {
  name: 'node-modules-by-require',
  setup(build) {
    build.onResolve({ filter: /^node:/ }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, namespace: 'node-by-require' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'node-by-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * React and its JSX runtime, CommonJS packages, as ES modules with named exports (docs/decisions/0107).
 * An ES module importing a CommonJS one gets its own copy of the exports from esbuild, a getter
 * per name: 42 of the site's modules import React's sixty names and 129 the JSX runtime, some
 * milliseconds of every start. The stand-in requires the package once and exports its names.
 */
const reactAsModules: Plugin = {
  name: 'react-as-modules',
  setup(build) {
    const { root, require: resolveFrom } = project(build);
    build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
      args.kind === 'import-statement' && args.namespace === 'file'
        ? { path: args.path, namespace: 'react-as-module' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'react-as-module' }, (args) => {
      const file = resolveFrom.resolve(args.path);
      const names = Object.keys(resolveFrom(args.path) as object).filter((name) => name !== 'default');
      return {
        contents: `const m = require(${JSON.stringify(file)});\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
        loader: 'js',
        resolveDir: root,
      };
    });
  },
};

/**
 * Packages the site's own modules use for a few pages, bundled but run on their first use
 * (docs/decisions/0107): the news articles' HTML stack, sanitize-html and htmlparser2 with their
 * entities tables and serializers, some milliseconds of every start that most first pages never
 * need. The site's modules import a stand-in: a function, or getters for the package's names, that
 * requires the package the first time one is called or read.
 */
const ON_FIRST_USE = ['sanitize-html', 'htmlparser2'];
const packagesOnFirstUse: Plugin = {
  name: 'packages-on-first-use',
  setup(build) {
    const { root, require: resolveFrom } = project(build);
    const filter = new RegExp(`^(${ON_FIRST_USE.join('|')})$`);
    build.onResolve({ filter }, (args) =>
      args.namespace === 'file' && args.importer.startsWith(`${root}/src/`)
        ? { path: args.path, namespace: 'on-first-use' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'on-first-use' }, (args) => {
      const real = resolveFrom(args.path) as object;
      const load = `let real; const load = () => (real ??= require(${JSON.stringify(resolveFrom.resolve(args.path))}));`;
      const exported =
        typeof real === 'function' ? 'module.exports = function (...args) { return load().apply(this, args); };' : '';
      const getters = Object.keys(real)
        .map(
          (name) =>
            `Object.defineProperty(module.exports, ${JSON.stringify(name)}, { enumerable: true, get: () => load()[${JSON.stringify(name)}] });`,
        )
        .join('\n');
      return { contents: `${load}\n${exported}\n${getters}\n`, loader: 'js', resolveDir: root };
    });
  },
};

/**
 * How server code is bundled for Node: the site and the league API of the build, and the
 * benchmark's targets, so the bench measures the code `npm start` runs. The other packages are
 * bundled in: one file to compile and no module resolution at start-up. Bundled CommonJS packages
 * ask for Node's modules with `require`, which an ES module gets from the banner.
 */
export const SERVER_BUNDLE = {
  absWorkingDir: new URL('..', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: ['node20'],
  jsx: 'automatic',
  external: [...SERVER_EXTERNALS, ...NEVER_RUN],
  // The stand-ins first: oneHtmlParser would resolve the site's htmlparser2 import itself.
  plugins: [packagesOnFirstUse, oneHtmlParser, globOnFirstUse, nodeModulesByRequire, reactAsModules],
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * What a production build of the server adds (`npm start`, the image, the bench): React's
 * production code alone (its development build is left out, not merely skipped at run time), and
 * no whitespace or dead branches for Node to read and compile at start-up. The site's own settings
 * still read NODE_ENV from the environment at run time (src/server/config.ts).
 */
export const SERVER_PRODUCTION = {
  define: { 'process.env.NODE_ENV': '"production"' },
  minifyWhitespace: true,
  minifySyntax: true,
  // The bundled packages' license notices beside the bundle (`serve.cjs.LEGAL.txt`), not in it:
  // some name their authors in letters outside ASCII, and an ASCII bundle is read at start-up
  // as one byte a character (src/server/site-script.ts).
  legalComments: 'external',
} satisfies BuildOptions;

/**
 * The site's own bundle (dist/server/serve.cjs) and the embedded league API's
 * (dist/upstream/embedded.cjs) as CommonJS scripts, which src/server/main.ts runs with
 * `vm.Script` so that it can hand V8 the code of an earlier run and keep this run's
 * (docs/decisions/0105). `import.meta.url` is the script's own address, as in a module. What they
 * load at run time (Sentry, the share image engine) they load with `require`: Node 20 refuses an
 * `import()` from a script compiled from cached code.
 */
export const SITE_SCRIPT = {
  format: 'cjs',
  supported: { 'dynamic-import': false },
  banner: { js: 'const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { 'import.meta.url': '__importMetaUrl' },
  outExtension: { '.js': '.cjs' },
} satisfies BuildOptions;
