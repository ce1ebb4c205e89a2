import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.js';
import { PATHS, ROOT } from '../../src/server/paths.js';
import { read } from './deploy-files.js';

const dockerfile = read('Dockerfile');
const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
/** What the run stage takes from the build stage, as paths under /app. */
const copied = [...runStage.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S*)$/gm)].map(([line, from, to]) => {
  if (to !== '' && to !== from) throw new Error(`copied elsewhere than its own path: ${line}`);
  return from!;
});
const inImage = (path: string) => copied.some((c) => path === c || path.startsWith(`${c}/`));

/** .dockerignore patterns as regular expressions over context paths (a folder covers what it holds). */
const ignored = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((pattern) => {
    const glob = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
    return new RegExp(`^${glob}(/.*)?$`);
  });
const isIgnored = (path: string) => ignored.some((re) => re.test(path));

describe('the Docker image', () => {
  it('holds every file the server and the embedded league API read at run time', () => {
    const serverReads = [PATHS.locales, PATHS.public, PATHS.client, PATHS.manifest, PATHS.buildInfo].map((p) =>
      relative(ROOT, p),
    );
    for (const path of [
      ...serverReads,
      'package.json',
      'node_modules',
      'dist/server/main.cjs',
      'dist/server/serve.cjs',
      'dist/upstream/main.js',
      'data/league',
    ]) {
      expect(inImage(path), path).toBe(true);
    }
  });

  it('sends the build everything it reads, and none of what it does not', () => {
    for (const path of [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'src/server/main.ts',
      'scripts/build.ts',
      'locales/en.json',
      'public/robots.txt',
      'data/league/seasons.json',
    ]) {
      expect(isIgnored(path), path).toBe(false);
    }
    for (const path of [
      'node_modules/fastify',
      'dist/build.json',
      '.git/HEAD',
      'test/deploy',
      'deploy/compose.yaml',
      'data/sources/a.json',
      '.env.local',
    ]) {
      expect(isIgnored(path), path).toBe(true);
    }
  });

  it('runs the server bundle as the unprivileged node user, and checks its liveness', () => {
    expect(runStage).toMatch(/^USER node$/m);
    expect(JSON.parse(/^CMD (\[.*\])$/m.exec(runStage)![1]!)).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'dist/server/main.cjs',
    ]);
    expect(runStage).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  });

  /** docs/decisions/0098 and 0105: every replica starts from V8's code of a served site, read-only. */
  it('fills the code cache as it builds, as root, with the options the server runs with', () => {
    const prime = /^RUN (\[.*\])$/m.exec(runStage);
    expect(JSON.parse(prime![1]!)).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'dist/server/main.cjs',
      '--prime-code-cache',
    ]);
    expect(runStage.indexOf(prime![0])).toBeLessThan(runStage.indexOf('USER node'));
    expect(inImage(relative(ROOT, PATHS.codeCache))).toBe(true);
  });

  it('runs the server with the options npm start and the bench give it', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start!;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.cjs`);
  });
});
