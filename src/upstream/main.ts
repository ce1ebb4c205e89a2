import { buildUpstreamApp } from './app.js';
import { faultsFromArgs } from './env.js';

/**
 * Runs the embedded league API alone: `UPSTREAM_PORT=4100 npx tsx src/upstream/main.ts`, on
 * 127.0.0.1 unless HOST says otherwise. Faults come from the environment or from flags
 * (`--latency 300 --path '/api/**' --fail-rate 0.2 --status 503 --slow-body 2000 --malformed`).
 */
const port = Number(process.env.UPSTREAM_PORT ?? 4100);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('UPSTREAM_PORT: must be a port number');
const host = process.env.HOST ?? '127.0.0.1';
const flags = faultsFromArgs(process.argv.slice(2));

const app = buildUpstreamApp({ logger: true, ...(flags ? { faults: flags } : {}) });
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
