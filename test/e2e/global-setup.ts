import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import type { SiteAddress } from './sites.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each league's shared site (test/e2e/sites.ts). */
    sites: { kings: SiteAddress; queens: SiteAddress };
  }
}

/** A league's shared site in its own process (test/e2e/site-process.ts), once it has answered. */
async function siteProcess(context: 'kings' | 'queens'): Promise<{ child: ChildProcess; address: SiteAddress }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/site-process.ts', context], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the ${context} site stopped (${code}) before it answered`);
  });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), 'line'), exited])) as [string];
  return { child, address: JSON.parse(line) as SiteAddress };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * What every browser test file shares, made once per run: the client build (React's development
 * build, whose warnings the tests turn into failures) and one site per league on the tests'
 * clock, each in a process of its own. A file that moves the clock or changes the league starts
 * a site of its own; each worker launches one Chromium for its files (test/e2e/browser.ts).
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--dev'], { stdio: 'inherit' });
  const started = await Promise.allSettled([siteProcess('kings'), siteProcess('queens')]);
  const children = started.map((s) => (s.status === 'fulfilled' ? s.value.child : undefined));
  const teardown = async () => {
    await Promise.all(children.map(stop));
  };
  const [kings, queens] = started;
  if (kings.status === 'rejected' || queens.status === 'rejected') {
    await teardown();
    throw kings.status === 'rejected' ? kings.reason : (queens as PromiseRejectedResult).reason;
  }
  project.provide('sites', { kings: kings.value.address, queens: queens.value.address });
  return teardown;
}
