/**
 * The streaming mode of `npm run bench`: each page kind asked once, cold, of a site whose league
 * API answers every call after `latency` ms (the embedded API as its own process, with injected
 * latency), timing the first and the last byte of the answer. The site is started afresh for
 * each kind and reads the season once first (the teams page), so the page measured waits only on
 * its own calls (docs/decisions/0079).
 * Usage: npm run bench -- --stream [--latency 300] [--kinds team,player]
 */
import { get } from 'node:http';
import type { BenchPage } from './bench-pages.js';
import { startTarget } from './bench-processes.js';

const WARM_UP = '/es/espana/equipos';

interface Timing {
  status: number;
  firstMs: number;
  lastMs: number;
  /** The stylesheet's link is in the first piece of the body. */
  styleFirst: boolean;
  streamed: boolean;
}

function timed(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let firstMs = -1;
      let first = '';
      res.on('data', (chunk: Buffer) => {
        if (firstMs >= 0) return;
        firstMs = performance.now() - started;
        first = chunk.toString();
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          firstMs,
          lastMs: performance.now() - started,
          styleFirst: first.includes('<link rel="stylesheet"'),
          streamed: res.headers['cache-control'] === 'no-store',
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function streamedPages(pages: readonly BenchPage[], latencyMs: number): Promise<void> {
  // Detail pages are found from a list page, on a site of their own, so the measured one stays cold.
  const lister = await startTarget(['site']);
  const paths = await Promise.all(
    pages.map(async (p) => ({ kind: p.kind, path: typeof p.path === 'string' ? p.path : await p.path(lister.url) })),
  );
  lister.child.kill('SIGTERM');
  console.log(`league API answering every call after ${latencyMs} ms; one cold request per kind, after ${WARM_UP}`);
  console.log('| kind | page | status | first byte ms | last byte ms | last − first | stylesheet first | streamed |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { kind, path } of paths) {
    const upstream = await startTarget(['upstream'], { UPSTREAM_FAULT_LATENCY_MS: String(latencyMs) });
    const site = await startTarget(['site'], { UPSTREAM_URL: upstream.url });
    await (await fetch(site.url + WARM_UP)).arrayBuffer();
    const t = await timed(site.url + path);
    console.log(
      `| ${kind} | \`${path}\` | ${t.status} | ${t.firstMs.toFixed(0)} | ${t.lastMs.toFixed(0)} | **${(t.lastMs - t.firstMs).toFixed(0)}** | ${t.styleFirst ? 'yes' : 'no'} | ${t.streamed ? 'yes' : 'no'} |`,
    );
    for (const target of [site, upstream]) {
      target.child.kill('SIGTERM');
      await new Promise((r) => target.child.once('exit', r));
    }
  }
}
