import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { onUncaughtException, onUnhandledRejection, REPORT_FLUSH_MS } from '../../src/server/process-handlers.js';

/** A pino logger writing to memory, a reporter whose flush the test settles, and a recorded exit. */
function harness() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const events: string[] = [];
  const captured: unknown[] = [];
  let settleFlush = () => {};
  const reporter = {
    capture: (error: unknown) => {
      events.push('capture');
      captured.push(error);
    },
    flush: (timeoutMs: number) => {
      events.push(`flush ${timeoutMs}`);
      return new Promise<void>((resolve) => (settleFlush = resolve));
    },
  };
  const exits: number[] = [];
  const exit = (code: number) => {
    events.push(`exit ${code}`);
    exits.push(code);
  };
  return { deps: { log, reporter, exit }, lines, events, captured, exits, settleFlush: () => settleFlush() };
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the uncaught exception handler', () => {
  it('logs the error as fatal, reports it, flushes the report, and only then exits 1', async () => {
    const h = harness();
    const error = new Error('boom');
    onUncaughtException(h.deps)(error);
    expect(h.lines).toMatchObject([{ level: 60, msg: 'uncaught exception', err: { type: 'Error', message: 'boom' } }]);
    expect(h.captured).toEqual([error]);
    expect(h.events).toEqual(['capture', `flush ${REPORT_FLUSH_MS}`]);
    await settled();
    expect(h.exits).toEqual([]);
    h.settleFlush();
    await settled();
    expect(h.events).toEqual(['capture', `flush ${REPORT_FLUSH_MS}`, 'exit 1']);
  });
});

describe('the unhandled rejection handler', () => {
  it('logs the reason as an error and reports it, and the process goes on', async () => {
    const h = harness();
    const reason = new Error('lost promise');
    onUnhandledRejection(h.deps)(reason);
    expect(h.lines).toMatchObject([{ level: 50, msg: 'unhandled rejection', err: { message: 'lost promise' } }]);
    expect(h.captured).toEqual([reason]);
    await settled();
    expect(h.events).toEqual(['capture']);
  });
});
