/**
 * Child processes for the benchmark, each printing its port on stdout once listening:
 * `site` runs the real server on the embedded league data (production React, logs written to
 * /dev/null as npm start writes them to stdout); `site-uncached` the same with no room in its
 * page cache, so every request renders (its league data stays cached); `bare FILE` a Fastify
 * that sends, for each address of the JSON map in FILE (with its query, else its path alone; for
 * any other, the key `*`'s), that page's headers and bytes from memory; `upstream` the embedded league API alone, for a site given
 * its address in UPSTREAM_URL.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [kind, file] = process.argv.slice(2);

if (kind === 'bare') {
  const saved = JSON.parse(readFileSync(file!, 'utf8')) as Record<
    string,
    { file: string; headers: Record<string, string> }
  >;
  const answers = new Map(
    Object.entries(saved).map(([path, answer]) => [path, { headers: answer.headers, body: readFileSync(answer.file) }]),
  );
  const app = Fastify({ logger: false });
  // A page read by its query (`?a=&b=`, `?q=`) is listed with it; `*`: the answer to every address the
  // map does not list (a crawl's ceiling answers each address it asks).
  app.get('/*', (request, reply) => {
    const answer = (answers.get(request.url) ?? answers.get(request.url.split('?')[0]!) ?? answers.get('*'))!;
    return reply.headers(answer.headers).send(answer.body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
} else if (kind === 'upstream') {
  const { startEmbeddedUpstream } = await import('../src/upstream/embedded.js');
  const upstream = await startEmbeddedUpstream();
  console.log(JSON.stringify({ port: Number(new URL(upstream.origin).port) }));
} else {
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { startEmbeddedUpstream } = await import('../src/upstream/embedded.js');
  const { createPageCache } = await import('../src/server/render/page-cache.js');
  const { logStream } = await import('../src/server/log-stream.js');
  // The page renders the embedded league's data, read over loopback HTTP as in npm start.
  const upstream = process.env.UPSTREAM_URL ? null : await startEmbeddedUpstream();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'info',
    ...(upstream ? { UPSTREAM_URL: upstream.origin } : {}),
  });
  const app = await buildApp({
    config,
    logger: { level: 'info', stream: logStream('/dev/null') },
    ...(kind === 'site-uncached' ? { pageCache: createPageCache({ maxBytes: 1 }) } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
}

// Exit through Node rather than the signal's default, so `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
