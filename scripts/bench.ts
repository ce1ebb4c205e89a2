/**
 * Throughput of the site against a bare Fastify sending the same bytes (the ceiling), for every
 * page kind of scripts/bench-pages.ts: warm (page-cache hits) and on a miss (a site whose page
 * cache keeps nothing, so every request renders from cached league data), with p99 latency and
 * the page's first-load JavaScript. Numbers, never a pass or fail: docs/performance.md keeps them.
 * Usage: npm run bench [-- --duration 5 --connections 20 --kinds home,tables --rounds 3]
 * With `--encoding br` every request accepts brotli and the ceiling sends the site's brotli answer.
 * With `--rounds N` each page's warm, miss and ceiling runs take turns N times and each column is
 * the median of its rounds (each ratio against the ceiling of its own round): on a shared machine
 * the ceiling drifts between runs a minute apart, less between runs seconds apart.
 * A crawl of distinct cold pages instead: npm run bench -- --crawl player,match [--follow-pages] (scripts/bench-crawl.ts);
 * each kind's first page after a fresh start: npm run bench -- --first (scripts/bench-first.ts);
 * first and last byte of each kind's cold page under a slow league API: npm run bench -- --stream (scripts/bench-stream.ts).
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import { messageChunks, readManifest } from '../src/server/render/assets.js';
import type { PageKind } from '../src/shared/routing/page-kinds.js';
import { crawl } from './bench-crawl.js';
import { firstPages } from './bench-first.js';
import { BENCH_PAGES } from './bench-pages.js';
import { median, saveAnswer, startTarget as start, startBare } from './bench-processes.js';
import { searchIndexCost } from './bench-search-index.js';
import { streamedPages } from './bench-stream.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    kinds: { type: 'string' },
    crawl: { type: 'string' },
    separate: { type: 'boolean', default: false },
    'follow-pages': { type: 'boolean', default: false },
    limit: { type: 'string', default: 'Infinity' },
    first: { type: 'boolean', default: false },
    stream: { type: 'boolean', default: false },
    latency: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '1' },
    encoding: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Math.max(1, Number(values.rounds));
const wanted = values.kinds?.split(',');
const root = new URL('..', import.meta.url).pathname;

// `--encoding br` (or gzip): every request accepts it, and the ceiling sends the same compressed answer.
const encodingHeader: Record<string, string> = values.encoding ? { 'accept-encoding': values.encoding } : {};
const run = (url: string, path: string): Promise<Result> =>
  autocannon({ url: url + path, connections, duration, headers: encodingHeader });

// The numbers are of a production build, made here: the browser tests leave a development one in dist/.
execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });

if (values.stream) {
  await streamedPages(
    BENCH_PAGES.filter((p) => !wanted || wanted.includes(p.kind)),
    Number(values.latency),
  );
  process.exit(0);
}
if (values.first) {
  await firstPages(BENCH_PAGES.filter((p) => !wanted || wanted.includes(p.kind)));
  process.exit(0);
}
if (values.crawl) {
  await crawl({
    kinds: values.crawl.split(','),
    connections,
    separate: values.separate,
    followPages: values['follow-pages'],
    limit: Number(values.limit),
    rounds,
  });
  process.exit(0);
}

const manifest = readManifest(join(root, 'dist/client/manifest.json'));

/** What the browser loads first on a page: the entry, its chunks, the page's messages, the page kind's own chunks. */
function clientJsGzip(kind: PageKind): number {
  const files = [
    manifest.entry,
    ...manifest.preload,
    ...messageChunks(manifest, 'es', kind),
    ...(manifest.pages[kind] ?? []),
  ];
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(root, 'dist/client', f))).length, 0);
}

const [site, uncached] = await Promise.all([start(['site']), start(['site-uncached'])]);
const pages = [];
for (const page of BENCH_PAGES.filter((p) => !wanted || wanted.includes(p.kind))) {
  const path = typeof page.path === 'string' ? page.path : await page.path(site.url);
  const answer = await saveAnswer(site.url + path, page.kind, encodingHeader);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}; the numbers would mean nothing`);
  pages.push({ ...page, path, answer });
}
const bare = await startBare(Object.fromEntries(pages.map((p) => [p.path, p.answer])));

const rows: string[] = [];
for (const page of pages) {
  await run(site.url, page.path); // warm-up: caches, JIT
  await run(uncached.url, page.path);
  const taken: { warm: Result; miss: Result; ceiling: Result }[] = [];
  for (let round = 0; round < rounds; round++) {
    taken.push({
      warm: await run(site.url, page.path),
      miss: await run(uncached.url, page.path),
      ceiling: await run(bare.url, page.path),
    });
  }
  const of = (pick: (t: (typeof taken)[number]) => number) => median(taken.map(pick));
  // The ceiling's too: a bare answer that is not the page's (an error) would make every ratio a lie.
  const errors = taken.reduce(
    (sum, { warm, miss, ceiling }) =>
      sum + warm.errors + warm.non2xx + miss.errors + miss.non2xx + ceiling.errors + ceiling.non2xx,
    0,
  );
  const perSecond = (side: 'warm' | 'miss' | 'ceiling') => of((t) => t[side].requests.average).toFixed(0);
  const ratio = (side: 'warm' | 'miss') => of((t) => t[side].requests.average / t.ceiling.requests.average).toFixed(2);
  const p99 = (side: 'warm' | 'miss') => of((t) => t[side].latency.p99);
  rows.push(
    `| ${page.kind} | \`${page.path}\` | ${(page.answer.bytes / 1024).toFixed(1)} | ${perSecond('ceiling')} | ` +
      `${perSecond('warm')} | **${ratio('warm')}** | ${p99('warm')} | ${perSecond('miss')} | **${ratio('miss')}** | ` +
      `${p99('miss')} | ${(clientJsGzip(page.kind as PageKind) / 1024).toFixed(1)} | ${errors} |`,
  );
  console.error(rows.at(-1));
}
for (const target of [site, uncached, bare]) target.child.kill('SIGTERM');

console.log(
  `${connections} connections, ${duration} s per run, ${rounds === 1 ? 'one round' : `median of ${rounds} rounds`}, ${values.encoding ?? 'uncompressed'}; targets: warm ≥ 0.9, miss ≥ 0.12 with p99 < 80 ms, first-load JS ≤ 100 KB gzip`,
);
console.log(
  '| kind | page | KB | bare req/s | warm req/s | warm/bare | warm p99 ms | miss req/s | miss/bare | miss p99 ms | JS KB gzip | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

console.log('\nSearch index (scripts/bench-search-index.ts): entries, build time and size per league and language');
console.log('| league | lang | entries | build ms | serialised KB |');
console.log('|---|---|---|---|---|');
for (const row of await searchIndexCost()) console.log(row);
