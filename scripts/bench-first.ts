/**
 * The first-page mode of `npm run bench`: for each page kind, the production server
 * (dist/server/main.cjs, as the image runs it) is started afresh, timed until /readyz answers,
 * then asked for that kind's page once: the first visitor after a deploy, every cache cold. Then,
 * the figure a scaling cluster waits for, spawn to the first 200 of that page, asked for from the
 * first moment (the median of five starts). Each kind twice: reading a league API of its own
 * process (UPSTREAM_URL, as production runs), already started, and on the embedded league, which
 * the site starts itself. The code cache is primed first, as the image's build does
 * (docs/decisions/0105). The server runs in the image's environment: where this machine sets
 * NODE_EXTRA_CA_CERTS, which Node 20 reads at every start (~40 ms), it is left out, and said.
 * Usage: npm run bench -- --first [--kinds home,match]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { BenchPage } from './bench-pages.js';
import { startTarget, startUpstream } from './bench-processes.js';
import { SERVER_NODE_FLAGS } from './server-node-flags.js';

const root = new URL('..', import.meta.url).pathname;

/** The environment the image gives the server: no extra certificates to read at every start. */
const { NODE_EXTRA_CA_CERTS: extraCerts, ...imageEnv } = process.env;

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Asks `url` every `everyMs` until it answers 2xx, its body read whole. */
async function until(url: string, deadline: number, everyMs = 20): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      async (r) => {
        await r.arrayBuffer();
        return r.ok;
      },
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not answer in time`);
}

/** What the image's build runs: the site's first pages read once, V8's code of them kept. */
async function primeCodeCache(): Promise<void> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(root, 'dist/server/main.cjs'), '--prime-code-cache'],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...imageEnv, NODE_ENV: 'production' },
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`priming the code cache failed (exit ${code})`);
}

/**
 * The production server on `port`, as the image starts it: on one address, as the image's
 * `HOST=0.0.0.0` (loopback here). The default, `localhost`, has Fastify look the name up and
 * listen on each address it resolves to, some milliseconds no replica spends.
 */
const startServer = (port: number, upstreamUrl: Record<string, string>) =>
  spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'dist/server/main.cjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...imageEnv,
      ...upstreamUrl,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
    },
  });

/** Spawn to a whole answer of `path`, asked for every few milliseconds from the spawn on. */
async function spawnToFirst200(path: string, upstreamUrl: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startServer(port, upstreamUrl);
  try {
    await until(`http://127.0.0.1:${port}${path}`, Date.now() + 30_000, 3);
    return performance.now() - started;
  } finally {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}

async function medianOf(runs: number, measure: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await measure());
  return times.sort((a, b) => a - b)[runs >> 1]!;
}

export async function firstPages(pages: readonly BenchPage[]): Promise<void> {
  if (extraCerts)
    console.log(
      'NODE_EXTRA_CA_CERTS is set on this machine; Node 20 reads those certificates at every start (~40 ms here). ' +
        'The image sets none, so the server is measured without it.\n',
    );
  await primeCodeCache();
  // Detail pages are found from a list page, on a site of their own, so the measured one stays cold.
  const lister = await startTarget(['site']);
  const paths = await Promise.all(
    pages.map(async (p) => ({ kind: p.kind, path: typeof p.path === 'string' ? p.path : await p.path(lister.url) })),
  );
  lister.child.kill('SIGTERM');
  const upstream = await startUpstream();
  console.log(
    '| kind | page | league API | ready ms | first page ms | status | again, with ?x=1, ms | spawn to first 200, median of 5, ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { kind, path } of paths)
    for (const api of ['own process', 'embedded'] as const) {
      const upstreamUrl: Record<string, string> = api === 'embedded' ? {} : { UPSTREAM_URL: upstream.url };
      await firstPage(kind, path, api, upstreamUrl);
    }
  upstream.child.kill('SIGTERM');
}

async function firstPage(kind: string, path: string, api: string, upstreamUrl: Record<string, string>): Promise<void> {
  const port = await freePort();
  const started = performance.now();
  const child = startServer(port, upstreamUrl);
  const base = `http://127.0.0.1:${port}`;
  await until(`${base}/readyz`, Date.now() + 30_000);
  const ready = performance.now() - started;
  const t0 = performance.now();
  const first = await fetch(base + path);
  await first.arrayBuffer();
  const firstMs = performance.now() - t0;
  const t1 = performance.now();
  await (await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}x=1`)).arrayBuffer();
  const secondMs = performance.now() - t1;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const first200 = await medianOf(5, () => spawnToFirst200(path, upstreamUrl));
  console.log(
    `| ${kind} | \`${path}\` | ${api} | ${ready.toFixed(0)} | **${firstMs.toFixed(0)}** | ${first.status} | ${secondMs.toFixed(0)} | **${first200.toFixed(0)}** |`,
  );
}
