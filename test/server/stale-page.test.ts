import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../../src/server/errors.js';
import { NOW, testApp } from '../helpers/app.js';
import { dataThatFails } from '../helpers/fake-data.js';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger writing to memory, and a wait for the first line that passes a test. */
function memoryLogger() {
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        for (const wake of waiting) wake();
        done();
      },
    }),
  );
  const line = (test: (l: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const wake = () => {
        const found = lines.find(test);
        if (found) {
          waiting.delete(wake);
          resolve(found);
        }
      };
      waiting.add(wake);
      wake();
    });
  return { logger, lines, line };
}

// The page cache judges age by Date.now; faking Date alone moves it, and the site's clock with it.
afterEach(() => {
  vi.useRealTimers();
});

describe('a stale page whose background render fails', () => {
  it('is served as it was while the failure is logged, and is the last good copy once its minute has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { data, startFailing } = dataThatFails();
    const log = memoryLogger();
    const app = await testApp({}, { data, clock: () => new Date(), loggerInstance: log.logger });
    const url = '/en/espana/tables';
    const good = await app.inject({ url });
    expect(good.statusCode).toBe(200);

    startFailing(new UpstreamError('down', '/x', 503));
    // A live page is fresh for 5 s and served stale for a minute after that.
    vi.setSystemTime(NOW.getTime() + 6_000);
    const stale = await app.inject({ url });
    expect([stale.statusCode, stale.body]).toEqual([200, good.body]);
    const failed = await log.line((l) => l.msg === 'background render degraded, the kept copy stays');
    // A warning naming the page, without the page's bytes.
    expect(failed).toMatchObject({ level: 40, key: `kings:${url}`, status: 503 });
    expect(JSON.stringify(failed).length).toBeLessThan(500);
    expect(log.lines.some((l) => l.msg === 'background render failed')).toBe(false);
    expect(log.lines.filter((l) => l.msg === 'request').map((l) => l.htmlCache)).toEqual(['miss', 'stale']);

    const again = await app.inject({ url });
    expect([again.statusCode, again.body]).toEqual([200, good.body]);

    // Past the minute the page renders while the visitor waits; it fails, and the last good copy is served.
    vi.setSystemTime(NOW.getTime() + 5 * 60_000);
    const last = await app.inject({ url });
    expect([last.statusCode, last.body]).toEqual([200, good.body]);
    expect(log.lines.filter((l) => l.msg === 'request').map((l) => l.htmlCache)).toEqual([
      'miss',
      'stale',
      'stale',
      'stale-if-error',
    ]);
    await app.close();
  });
});
