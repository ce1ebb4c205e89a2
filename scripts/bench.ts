/**
 * Throughput of the site against a bare Fastify sending the same bytes (the ceiling), warm
 * (cache hits) and cold (every request a different query, so every request renders).
 * Usage: npm run bench [-- --duration 10 --connections 50 --path /es/espana/clasificacion]
 */
import autocannon, { type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: '/es/espana/clasificacion' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const path = values.path!;
const root = new URL('..', import.meta.url).pathname;

function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-targets.ts'), ...args], {
    cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (line: Buffer) => resolve({ child, url: `http://127.0.0.1:${JSON.parse(String(line)).port}` }));
    child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
  });
}

function run(url: string, vary: boolean): Promise<Result> {
  let n = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [{ method: 'GET', path, setupRequest: (req) => (vary ? { ...req, path: `${path}?bench=${n++}` } : req) }],
  });
}

/** What the browser loads first on the page: the entry, its chunks, the language and the page kind's own chunks. */
function clientJsGzip(kind: string): number {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/client/manifest.json'), 'utf8')) as {
    entry: string; preload: string[]; messages: Record<string, string>; pages: Record<string, string[]>;
  };
  const files = [manifest.entry, ...manifest.preload, manifest.messages.es!, ...(manifest.pages[kind] ?? [])];
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(root, 'dist/client', f))).length, 0);
}

const site = await start(['site']);
const response = await fetch(site.url + path);
const html = await response.arrayBuffer();
if (response.status !== 200) throw new Error(`${path} answered ${response.status}; the numbers would mean nothing`);
const kind = /"base":"([^"]+)"/.exec(Buffer.from(html).toString())?.[1];
const bodyFile = join(tmpdir(), 'bench-page.html');
writeFileSync(bodyFile, Buffer.from(html));
const bare = await start(['bare', bodyFile]);

await run(site.url, false); // warm-up: caches, JIT
const warm = await run(site.url, false);
const cold = await run(site.url, true);
const ceiling = await run(bare.url, false);
site.child.kill('SIGTERM');
bare.child.kill('SIGTERM');

const line = (name: string, r: Result) =>
  `${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`;
console.log(`page ${path}: ${(html.byteLength / 1024).toFixed(1)} KB, ${connections} connections, ${duration} s each`);
console.log(line('(a) site, warm', warm));
console.log(line('(b) site, every miss', cold));
console.log(line('(c) bare Fastify', ceiling));
console.log(`ratio warm/bare  ${(warm.requests.average / ceiling.requests.average).toFixed(2)}  (target ≥ 0.85)`);
console.log(`ratio miss/bare  ${(cold.requests.average / ceiling.requests.average).toFixed(2)}  (target ≥ 0.10)`);
const { ROUTES } = await import('../src/shared/routing/routes.js');
console.log(`client JS, first load, gzip: ${(clientJsGzip(ROUTES[kind as keyof typeof ROUTES]?.kind ?? '') / 1024).toFixed(1)} KB (target ≤ 100 KB)`);
