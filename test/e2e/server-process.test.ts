import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/paths.js';
import { buildUpstreamApp } from '../../src/upstream/app.js';
import { NOW } from '../helpers/app.js';
import { ANCHOR } from '../helpers/embedded.js';

/**
 * The server as `npm start` runs it, in a child process: the entry dist/server/main.cjs (made by
 * the browser tests' global setup) on a free port.
 */
interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

interface Server {
  child: ChildProcess;
  origin: string;
  /** The first log line that passes, waiting for it; fails if the process exits first. */
  line(test: (line: LogLine) => boolean): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function startServer(env: Record<string, string>, preload: string[] = []): Promise<Server> {
  // A preload written in TypeScript needs tsx; the bundle itself is plain JavaScript.
  const loader = preload.length ? ['--import', 'tsx'] : [];
  const child = spawn(
    process.execPath,
    [...loader, ...preload.flatMap((p) => ['--import', p]), 'dist/server/main.cjs'],
    {
      cwd: ROOT,
      // Both ports free ones: a server already running here (`npm start`) must not fail these tests.
      env: {
        ...process.env,
        PORT: '0',
        METRICS_PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SENTRY_DSN: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      return;
    }
    for (const wake of waiting) wake();
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const line = (test: (l: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const wake = () => {
        const found = lines.find(test);
        if (found) {
          waiting.delete(wake);
          resolve(found);
        }
      };
      waiting.add(wake);
      wake();
      void exited.then(({ code, signal }) => {
        if (!waiting.has(wake)) return;
        waiting.delete(wake);
        reject(new Error(`the server exited (${code ?? signal}) first; stderr: ${stderr.slice(0, 2000)}`));
      });
    });
  const listening = await line((l) => /^Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(l.msg));
  return { child, origin: listening.msg.slice('Server listening at '.length), line, exited };
}

/** A GET that resolves with what came back, or with the error that cut it. */
function request(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    }).on('error', (error) => resolve({ error: error.message }));
  });
}

/** The embedded league API, served from this process so the test sees a call arrive and says when it is answered. */
async function heldUpstream(heldPath: string) {
  const app: FastifyInstance = buildUpstreamApp({ anchor: ANCHOR, clock: () => NOW, faults: null, env: {} });
  let reached = () => {};
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  app.addHook('onRequest', async (request) => {
    if (!holding || !request.url.startsWith(heldPath)) return;
    holding = false;
    reached();
    await released;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, arrived, release };
}

describe('the server process', () => {
  it('on SIGTERM lets a page in flight finish, then exits 0', async () => {
    // The season itself: the site asks for the clusters as it starts, the season for the page only.
    const upstream = await heldUpstream('/api/v1/competition/seasons/');
    try {
      const server = await startServer({ UPSTREAM_URL: upstream.origin });
      const order: string[] = [];
      const page = request(`${server.origin}/en/espana/tables`).then((result) => {
        order.push('page answered');
        return result;
      });
      await upstream.arrived;
      server.child.kill('SIGTERM');
      await server.line((l) => l.msg === 'shutting down' && l.signal === 'SIGTERM');
      void server.exited.then(() => order.push('exited'));
      order.push('upstream answers');
      upstream.release();
      const answer = await page;
      expect(answer).toMatchObject({ status: 200 });
      expect('body' in answer && answer.body.trimEnd().endsWith('</html>')).toBe(true);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(order).toEqual(['upstream answers', 'page answered', 'exited']);
    } finally {
      upstream.release();
      await upstream.app.close();
    }
  });

  it('on SIGTERM with the embedded league and nothing in flight, exits 0', async () => {
    const server = await startServer({ UPSTREAM_URL: '', NODE_ENV: 'development' });
    const serving = await server.line((l) => l.msg.startsWith('serving the embedded league data'));
    expect(serving.level).toBe(30);
    expect(await request(`${server.origin}/healthz`)).toMatchObject({ status: 200 });
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('started for production without UPSTREAM_URL, warns that it serves the embedded league', async () => {
    const server = await startServer({ UPSTREAM_URL: '', NODE_ENV: 'production' });
    const serving = await server.line((l) => l.msg.startsWith('serving the embedded league data'));
    expect(serving).toMatchObject({ level: 40, msg: expect.stringContaining('UPSTREAM_URL is not set') });
    expect(await request(`${server.origin}/en/espana`)).toMatchObject({ status: 200 });
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('keeps serving when its metrics port is taken, and says how to have metrics', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as AddressInfo).port;
    try {
      const server = await startServer({ UPSTREAM_URL: '', METRICS_PORT: String(port) });
      const warning = await server.line((l) => l.msg.startsWith('metrics are off'));
      expect(warning).toMatchObject({ level: 40, port, msg: expect.stringContaining('set METRICS_PORT') });
      expect(await request(`${server.origin}/en/espana/tables`)).toMatchObject({ status: 200 });
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      taken.close();
    }
  });

  /** docs/decisions/0105: the image's build primes the cache; every replica then starts from it. */
  it('primes the code cache from the first pages it reads, and starts from it next time', async () => {
    const child = spawn(process.execPath, ['dist/server/main.cjs', '--prime-code-cache'], {
      cwd: ROOT,
      env: { ...process.env, UPSTREAM_URL: 'http://127.0.0.1:9', SENTRY_DSN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    const [, pages = ''] = /after \d+ pages: (.*)$/m.exec(out) ?? [];
    const read = pages.split(', ');
    expect(read.length).toBeGreaterThanOrEqual(30);
    expect(read.filter((page) => !page.startsWith('200 '))).toEqual([]);
    // Every kind a region's home links to, in one language at least.
    for (const kind of ['/es/espana', '/es/espana/partidos/', '/es/espana/equipos/', '/es/espana/jugadores/'])
      expect(
        read.some((page) => page.includes(kind)),
        kind,
      ).toBe(true);

    const server = await startServer({ UPSTREAM_URL: '', LOG_LEVEL: 'debug' });
    const cache = await server.line((l) => l.msg === 'V8 code cache');
    expect(cache).toMatchObject({ codeCache: { site: 'accepted', embedded: 'accepted' } });
    expect(await request(`${server.origin}/es/espana`)).toMatchObject({ status: 200 });
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  /** The bundle requires satori's CommonJS build (docs/decisions/0105), sources import its ES one. */
  it("draws a page's share image from the built bundle", async () => {
    const server = await startServer({ UPSTREAM_URL: '' });
    const page = await request(`${server.origin}/es/espana/equipos/4-jijantes-fc`);
    const image =
      'body' in page ? /property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(page.body)?.[1] : undefined;
    expect(image).toMatch(/^\/_share\//);
    const drawn = await new Promise<{ status: number; type: string }>((resolve) =>
      get(`${server.origin}${image}`, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']) }));
      }),
    );
    expect(drawn).toEqual({ status: 200, type: 'image/png' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('runs a bundle that carries none of the embedded league API, which it loads from its own', () => {
    const sources = (file: string) =>
      (JSON.parse(readFileSync(join(ROOT, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
    const site = sources('dist/server/serve.cjs');
    expect(site.some((s) => s.includes('src/server/serve.ts'))).toBe(true);
    expect(site.filter((s) => s.includes('src/upstream/'))).toEqual([]);
    expect(readFileSync(join(ROOT, 'dist/server/serve.cjs'), 'utf8')).not.toContain('upstream/embedded');
    // The entry (docs/decisions/0105) runs the site's bundle as a script, not as a module it imports.
    expect(readFileSync(join(ROOT, 'dist/server/main.cjs'), 'utf8')).not.toMatch(/import\(["']\.\/serve/);
    expect(sources('dist/upstream/embedded.cjs').some((s) => s.includes('src/upstream/league/league.ts'))).toBe(true);
  });

  /** docs/decisions/0107: zod checks the league's data without compiling a parser per schema. */
  it('checks the league data without compiling parsers for it', async () => {
    const server = await startServer({ UPSTREAM_URL: '' }, [join(ROOT, 'test/e2e/fixtures/count-compiled-parsers.ts')]);
    expect(await request(`${server.origin}/es/espana/clasificacion`)).toMatchObject({ status: 200 });
    server.child.kill('SIGUSR2');
    expect(await server.line((l) => l.msg === 'parsers compiled')).toMatchObject({ parsers: 0 });
  });

  it('logs an uncaught exception as fatal and exits 1', async () => {
    const server = await startServer({ UPSTREAM_URL: '' }, [join(ROOT, 'test/e2e/fixtures/throw-on-sigusr2.ts')]);
    server.child.kill('SIGUSR2');
    const fatal = await server.line((l) => l.msg === 'uncaught exception');
    expect(fatal).toMatchObject({ level: 60, err: { message: 'thrown on SIGUSR2' } });
    expect(await server.exited).toEqual({ code: 1, signal: null });
  });
});
