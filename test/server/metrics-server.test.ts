import { createServer } from 'node:net';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { buildMetricsServer, listenForMetrics } from '../../src/server/metrics-server.js';

describe('the metrics listener', () => {
  it('listens for the scraper on a free port', async () => {
    const warnings: unknown[][] = [];
    const metrics = buildMetricsServer(new Registry());
    const on = await listenForMetrics(
      metrics,
      { port: 0, host: '127.0.0.1' },
      { warn: (...a: unknown[]) => warnings.push(a) },
    );
    expect(on).toBe(true);
    expect(warnings).toEqual([]);
    await metrics.close();
  });

  it('turns metrics off on a taken port, with a warning that names METRICS_PORT, instead of stopping', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    const port = (taken.address() as { port: number }).port;
    const warnings: unknown[][] = [];
    const metrics = buildMetricsServer(new Registry());
    try {
      const on = await listenForMetrics(
        metrics,
        { port, host: '127.0.0.1' },
        { warn: (...a: unknown[]) => warnings.push(a) },
      );
      expect(on).toBe(false);
      expect(warnings).toEqual([
        [
          { port, host: '127.0.0.1', code: 'EADDRINUSE' },
          expect.stringMatching(/^metrics are off: 127\.0\.0\.1:\d+ is not free; set METRICS_PORT/),
        ],
      ]);
    } finally {
      await metrics.close();
      taken.close();
    }
  });

  it('still stops on any other failure to listen (an address this machine does not have)', async () => {
    const metrics = buildMetricsServer(new Registry());
    await expect(listenForMetrics(metrics, { port: 0, host: '192.0.2.1' }, { warn: () => {} })).rejects.toThrow();
    await metrics.close();
  });
});
