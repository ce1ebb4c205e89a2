/**
 * The crawl mode of `npm run bench`: a search engine reading the sitemap after a deploy. A site
 * started cold is asked for every listed page of the chosen kinds, each address once, at 20
 * connections, against a bare Fastify answering the same requests with one such page (the
 * ceiling: warmed up, then the median of three runs). The site's resident memory is sampled
 * through the run. With `--separate` the league API runs as its own process (`UPSTREAM_URL`), as
 * in production; otherwise in-process, as `npm start` runs it. With `--follow-pages` the crawl
 * also reads every further page a listed page links to as `?page=N` (a leaderboard's pages), as
 * a crawler following them does.
 * Usage: npm run bench -- --crawl player,match [--separate] [--follow-pages] [--limit 4000] [--rounds 3]
 */

import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { matchPath } from '../src/shared/routing/match.js';
import { median, saveAnswer, startBare, startTarget, startUpstream } from './bench-processes.js';

export interface CrawlOptions {
  kinds: string[];
  connections: number;
  separate: boolean;
  followPages: boolean;
  limit: number;
  rounds: number;
}

/** Every address the sitemaps list, as paths, in the order they list them. */
async function sitemapPaths(base: string): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await fetch(base + path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const children = await locs('/sitemap.xml');
  return (await Promise.all(children.map(locs))).flat();
}

/** Resident set size of a process in MB, read from Linux's /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/**
 * Each path with the further pages it links to as `?page=N` of itself, followed until no new one
 * appears: a list that shows a window of page numbers still leads a crawler to its last page.
 */
async function withFurtherPages(base: string, paths: string[]): Promise<string[]> {
  const all: string[] = [];
  for (const path of paths) {
    const own = decodeURI(path);
    const seen = new Set([path]);
    const queue = [path];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const html = await (await fetch(base + next)).text();
      for (const [, link] of html.matchAll(/href="([^"?]*\?page=\d+)"/g)) {
        const [linkPath, query] = link!.split('?');
        const found = `${path}?${query}`;
        if (decodeURI(linkPath!) !== own || seen.has(found)) continue;
        seen.add(found);
        queue.push(found);
      }
    }
    all.push(...seen);
  }
  return all;
}

/** Spreads the kinds through the crawl, as a crawler meets them, instead of one kind after another. */
function interleave(paths: string[]): string[] {
  return paths
    .map((p, i) => ({ p, k: (i * 2654435761) % 4294967296 }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.p);
}

interface CrawlRound {
  rate: number;
  ceiling: number;
  ceilings: number[];
  p50: number;
  p99: number;
  max: number;
  statuses: Map<number, number>;
  rss: [number, number, number];
}

interface Asked {
  rate: number;
  result: autocannon.Result;
  statuses: Map<number, number>;
}

/**
 * `amount` requests at `connections`, through `paths` in turn, as a crawler asks: the site's crawl
 * and its ceiling are asked the same way, so the load generator does the same work for both.
 * The rate runs from the first request to the last answer: autocannon's own figures count whole
 * seconds (its run ends on the tick after the last answer), too coarse for a run of ten.
 */
async function ask(url: string, paths: string[], connections: number, amount: number): Promise<Asked> {
  let next = 0;
  let first = 0;
  let last = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url,
    connections,
    amount,
    requests: [
      {
        setupRequest: (request) => {
          first ||= performance.now();
          return { ...request, path: paths[next++ % paths.length]! };
        },
      },
    ],
    setupClient: (client) =>
      client.on('response', (status: number) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        last = performance.now();
      }),
  });
  const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
  return { rate: answered / ((last - first) / 1000), result, statuses };
}

/** Requests in one run of the ceiling: a few seconds of a bare Fastify, however short the crawl. */
const CEILING_REQUESTS = 20_000;

/**
 * One cold site crawled through `paths`, then the ceiling: a bare Fastify answering the same
 * requests, each with the site's first page.
 */
async function crawlOnce(paths: string[], connections: number, env: Record<string, string>): Promise<CrawlRound> {
  const site = await startTarget(['site'], env);
  const rssStart = rssMb(site.child.pid!);
  let rssMax = rssStart;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(site.child.pid!))), 250);
  const crawled = await ask(site.url, paths, connections, paths.length);
  clearInterval(sampler);
  const rssEnd = rssMb(site.child.pid!);
  const sample = await saveAnswer(site.url + paths[0]!, 'crawl-page');
  const exited = new Promise((resolve) => site.child.once('exit', resolve));
  site.child.kill('SIGTERM');
  await exited;

  // The ceiling once warm, as the median of three runs: a single cold run of the same server
  // read anywhere from 5 600 to 7 700 a second on a shared machine.
  const bare = await startBare({ '*': sample });
  const ceilingRun = async (amount: number) => (await ask(bare.url, paths, connections, amount)).rate;
  await ceilingRun(CEILING_REQUESTS / 2);
  const ceilings = [
    await ceilingRun(CEILING_REQUESTS),
    await ceilingRun(CEILING_REQUESTS),
    await ceilingRun(CEILING_REQUESTS),
  ];
  bare.child.kill('SIGTERM');

  const { result } = crawled;
  return {
    rate: crawled.rate,
    ceiling: median(ceilings),
    ceilings,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses: crawled.statuses,
    rss: [rssStart, rssMax, rssEnd],
  };
}

/**
 * `rounds` cold sites in turn, each with its own ceiling: on a shared machine the ceiling moves
 * more than the crawl from one minute to the next, so a ratio is read best as the median of rounds.
 */
export async function crawl(options: CrawlOptions): Promise<void> {
  const upstream = options.separate ? await startUpstream() : null;
  const env: Record<string, string> = upstream ? { UPSTREAM_URL: upstream.url } : {};
  // One site lists the pages; the measured ones start cold and see each address once.
  const lister = await startTarget(['site'], env);
  const all = await sitemapPaths(lister.url);
  const listed = all.filter(
    (p) => options.kinds.includes('all') || options.kinds.includes(matchPath(decodeURI(p))?.def.kind ?? ''),
  );
  const wanted = options.followPages ? await withFurtherPages(lister.url, listed) : listed;
  lister.child.kill('SIGTERM');
  const paths = interleave(wanted).slice(0, options.limit);
  if (!paths.length) throw new Error(`the sitemaps list no page of kind ${options.kinds.join(', ')}`);

  const further = options.followPages ? ` (${wanted.length - listed.length} of them further pages of a list)` : '';
  console.log(
    `crawl of ${paths.length} distinct ${options.kinds.join('+')} pages${further}, ${options.connections} connections, league API ${options.separate ? 'as its own process' : 'in-process'}`,
  );
  console.log(
    '| pages | req/s | bare req/s | crawl/bare | p50 ms | p99 ms | max ms | statuses | RSS start → max → end MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const ratios: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const r = await crawlOnce(paths, options.connections, env);
    ratios.push(r.rate / r.ceiling);
    console.log(
      `| ${paths.length} | ${r.rate.toFixed(0)} | ${r.ceiling.toFixed(0)} (${Math.min(...r.ceilings).toFixed(0)}-${Math.max(...r.ceilings).toFixed(0)}) | **${(r.rate / r.ceiling).toFixed(3)}** | ` +
        `${r.p50} | ${r.p99} | ${r.max} | ${[...r.statuses].map(([s, n]) => `${s}×${n}`).join(' ')} | ${r.rss.join(' → ')} |`,
    );
  }
  if (options.rounds > 1) console.log(`median crawl/bare of ${options.rounds} rounds: ${median(ratios).toFixed(3)}`);
  upstream?.child.kill('SIGTERM');
}
