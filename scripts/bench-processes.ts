/** The benchmark's child processes (scripts/bench-targets.ts), each answering on a loopback port. */

import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { request } from 'undici';
import { SERVER_BUNDLE, SERVER_PRODUCTION } from './server-bundle.js';
import { SERVER_NODE_FLAGS } from './server-node-flags.js';

export interface Target {
  child: ChildProcess;
  url: string;
}

const root = new URL('..', import.meta.url).pathname;

/** The targets bundled as the build bundles the server (once per run): not the source through a loader. */
let bundled: Promise<string> | undefined;
const targets = () =>
  (bundled ??= build({
    ...SERVER_BUNDLE,
    ...SERVER_PRODUCTION,
    entryPoints: { 'bench/targets': 'scripts/bench-targets.ts' },
    outdir: 'dist',
  }).then(() => join(root, 'dist/bench/targets.js')));

export async function startTarget(args: string[], env: Record<string, string> = {}): Promise<Target> {
  // BENCH_PROFILE=DIR: each target writes a CPU profile of its run there (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, await targets(), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (line: Buffer) =>
      resolve({ child, url: `http://127.0.0.1:${JSON.parse(String(line)).port}` }),
    );
    child.once('exit', (code) => reject(new Error(`bench target ${args[0]} exited with ${code}`)));
  });
}

/** The league API as its own process, as production runs it. */
export const startUpstream = (): Promise<Target> => startTarget(['upstream']);

/** Headers Node and Fastify write on every answer themselves. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer of the site, as the bare Fastify sends it again: its headers and its body. */
export interface SavedAnswer {
  file: string;
  headers: Record<string, string>;
  bytes: number;
  status: number;
}

/**
 * Asks the site for a path and saves its answer, headers and body as sent (compressed when the
 * request accepts it), so the ceiling sends the same bytes on the wire: a page's headers
 * (security policy, cache, tag) are a kilobyte and more, which a client reads on every answer.
 */
export async function saveAnswer(
  url: string,
  name: string,
  headers: Record<string, string> = {},
): Promise<SavedAnswer> {
  const answer = await request(url, { headers });
  const body = Buffer.from(await answer.body.arrayBuffer());
  const file = join(tmpdir(), `bench-${name}.html`);
  writeFileSync(file, body);
  const kept = Object.entries(answer.headers)
    .filter(([key]) => !OWN_HEADERS.has(key))
    .map(([key, value]) => [key, String(value)]);
  return { file, headers: Object.fromEntries(kept), bytes: body.length, status: answer.statusCode };
}

/** The map of paths to saved answers the bare target reads (`bare FILE`). */
export function startBare(answers: Record<string, SavedAnswer>): Promise<Target> {
  const file = join(tmpdir(), 'bench-answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return startTarget(['bare', file]);
}

/** The middle value (the upper one of an even count): a run the machine disturbed moves it least. */
export const median = (values: readonly number[]): number =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
