/**
 * Child processes for the benchmark: `site` runs the real server on the embedded league data
 * (production React, logs to /dev/null at the normal level), `bare` a Fastify that sends fixed bytes from memory.
 * Each prints its port on stdout once listening.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [kind, file] = process.argv.slice(2);

if (kind === 'bare') {
  const body = readFileSync(file!);
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
} else {
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { startEmbeddedUpstream } = await import('../src/server/embedded-upstream.js');
  const pino = (await import('pino')).default;
  // The page renders the embedded league's data, read over loopback HTTP as in npm start.
  const upstream = process.env.UPSTREAM_URL ? null : await startEmbeddedUpstream();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info', ...(upstream ? { UPSTREAM_URL: upstream.origin } : {}) });
  const app = await buildApp({ config, loggerInstance: pino({ level: 'info' }, pino.destination('/dev/null')) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
}
