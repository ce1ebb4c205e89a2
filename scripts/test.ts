import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/**
 * `npm test`: the checks that read the source (the locales, Biome, TypeScript) run beside vitest
 * instead of before it, so the wait is vitest's alone. vitest writes to the terminal as it goes;
 * the others' output is kept and printed after it, each under its name. Arguments go to vitest
 * (`npm test -- test/e2e/shell.test.ts`). The run fails if any of them fails.
 */
const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules/.bin', name);

interface Check {
  name: string;
  command: string;
  args: string[];
}

const checks: Check[] = [
  { name: 'locales', command: process.execPath, args: ['--import', 'tsx', 'scripts/check-locales.ts'] },
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  // Incremental: a second run reads what the first worked out (node_modules/.cache) and takes seconds.
  {
    name: 'typecheck',
    command: bin('tsc'),
    args: ['-p', '.', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'],
  },
];

async function exitCode(child: ChildProcess): Promise<number> {
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return code ?? (signal ? 1 : 0);
}

function quiet({ name, command, args }: Check): Promise<{ name: string; code: number; output: string }> {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  return exitCode(child).then((code) => ({ name, code, output }));
}

const started = checks.map(quiet);
const vitest = exitCode(spawn(bin('vitest'), ['run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' }));
const vitestCode = await vitest;
const results = await Promise.all(started);
const failed: string[] = [];
for (const { name, code, output } of results) {
  const text = output.trim();
  console.log(`\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'}${text ? `\n${text}` : ''}`);
  if (code !== 0) failed.push(name);
}
if (vitestCode !== 0) failed.push('vitest');
console.log(
  failed.length ? `\nnpm test failed: ${failed.join(', ')}` : '\nnpm test passed: locales, lint, typecheck, vitest',
);
process.exit(failed.length ? 1 : 0);
