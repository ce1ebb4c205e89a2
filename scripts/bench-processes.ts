/** The benchmark's child processes (scripts/bench-targets.ts), each answering on a loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface Target { child: ChildProcess; url: string }

const root = new URL('..', import.meta.url).pathname;

export function startTarget(args: string[], env: Record<string, string> = {}): Promise<Target> {
  // BENCH_PROFILE=DIR: each target writes a CPU profile of its run there (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(root, 'scripts/bench-targets.ts'), ...args], {
    cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (line: Buffer) => resolve({ child, url: `http://127.0.0.1:${JSON.parse(String(line)).port}` }));
    child.once('exit', (code) => reject(new Error(`bench target ${args[0]} exited with ${code}`)));
  });
}

/** The league API as its own process, as production runs it. */
export const startUpstream = (): Promise<Target> => startTarget(['upstream']);
