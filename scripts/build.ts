import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { BUILD_INPUTS, buildFingerprint } from './build-inputs.js';
import { clientBundle, manifestOf } from './client-bundle.js';
import { writeMessageChunks } from './message-chunks.js';
import { mergePageChunks } from './page-chunks.js';
import { precompress } from './precompress.js';
import { SERVER_BUNDLE, SERVER_PRODUCTION, SITE_SCRIPT } from './server-bundle.js';

/** `--dev` keeps React's development build, whose warnings the browser tests turn into failures. */
const dev = process.argv.includes('--dev');
/** `--force` builds even when dist/ was built from the same inputs. */
const force = process.argv.includes('--force');
const root = new URL('..', import.meta.url).pathname;
const clientOut = join(root, 'dist/client');
const record = join(root, 'dist/build.json');

/**
 * The commit the bundles were built from, for the status page: BUILD_COMMIT when given (an image
 * build has no .git), else git's; none when neither can tell.
 */
function commit(): string | null {
  const given = process.env.BUILD_COMMIT?.trim();
  if (given) return given;
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}
const builtCommit = commit();
const inputs = buildFingerprint(root, BUILD_INPUTS, JSON.stringify({ dev, commit: builtCommit }));
const built = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as { inputs?: string }) : null;
const outputs = [
  'dist/client/manifest.json',
  'dist/server/main.cjs',
  'dist/server/serve.cjs',
  'dist/upstream/embedded.cjs',
  'dist/upstream/main.js',
];
// A second site started beside a running one (the other league, say) must not rebuild under it.
if (!force && built?.inputs === inputs && outputs.every((file) => existsSync(join(root, file)))) {
  console.log(
    `dist/ is up to date (${dev ? 'development' : 'production'} build of these sources); --force builds again`,
  );
  process.exit(0);
}

/** Each page kind in one file of its own code (scripts/page-chunks.ts), the chunks it took in removed. */
async function writeMergedPages(meta: Metafile): Promise<void> {
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);
  const { written, removed } = await mergePageChunks(meta, { absWorkingDir: root, dev, read });
  for (const [file, text] of written) writeFileSync(join(root, file), text);
  for (const [chunk, pages] of removed) {
    // A licence travels with the code it covers: into the files that now hold it.
    const legal = read(`${chunk}.LEGAL.txt`);
    if (legal) for (const page of pages) appendFileSync(join(root, `${page}.LEGAL.txt`), legal);
    for (const suffix of ['', '.map', '.LEGAL.txt']) rmSync(join(root, chunk + suffix), { force: true });
  }
}

// Written again last: a build cut short leaves no record that could pass for a finished one.
rmSync(record, { force: true });
rmSync(clientOut, { recursive: true, force: true });
mkdirSync(clientOut, { recursive: true });
const client = await build(clientBundle(dev));
await writeMergedPages(client.metafile);
const { loadAllPages } = await import('../src/shared/ui/pages/index.js');
const messages = writeMessageChunks(join(root, 'locales'), join(clientOut, 'assets'), await loadAllPages());
writeFileSync(join(clientOut, 'manifest.json'), JSON.stringify({ ...manifestOf(client.metafile), messages }, null, 2));
const compressed = precompress(join(clientOut, 'assets'), { quick: dev });

// The embedded league API is bundled apart from the site: alone (upstream/main), for an image that
// runs it as a service of its own, and as the script the site runs only when UPSTREAM_URL is unset
// (upstream/embedded). The site's entry (server/main.cjs, a script: Node starts it without its
// ES module loader) runs the site's bundle (server/serve.cjs) and that script from V8's code of an
// earlier run; the cached code of the bundles built before is dropped with them.
rmSync(join(root, 'dist/.code-cache'), { recursive: true, force: true });
const serverBuild = { ...SERVER_BUNDLE, ...(dev ? {} : SERVER_PRODUCTION), outdir: 'dist' };
const scriptBuild = { ...serverBuild, ...SITE_SCRIPT, define: { ...serverBuild.define, ...SITE_SCRIPT.define } };
await Promise.all([
  build({ ...serverBuild, entryPoints: { 'upstream/main': 'src/upstream/main.ts' } }),
  build({
    ...scriptBuild,
    entryPoints: {
      'server/main': 'src/server/main.ts',
      'server/serve': 'src/server/serve.ts',
      'upstream/embedded': 'src/upstream/embedded.ts',
    },
  }),
]);
writeFileSync(record, JSON.stringify({ commit: builtCommit, builtAt: new Date().toISOString(), inputs }));
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `built ${dev ? 'development' : 'production'} client and server into dist/; ` +
    `${compressed.files} assets precompressed, ${kb(compressed.bytes)} → ${kb(compressed.brotliBytes)} with brotli`,
);
