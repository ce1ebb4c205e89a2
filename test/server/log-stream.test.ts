import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { logStream } from '../../src/server/log-stream.js';

describe('log lines written in batches', () => {
  it('reaches the log without more lines behind it to fill a batch', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-')), 'site.log');
    const log = pino({ level: 'info' }, logStream(file));
    log.info({ reqId: 'one' }, 'request');
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('"reqId":"one"'), {
      timeout: 5000,
      interval: 100,
    });
  });
});
