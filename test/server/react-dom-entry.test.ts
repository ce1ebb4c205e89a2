import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/paths.js';

/**
 * The server renders with react-dom's `server.bun` entry (docs/decisions/0062): the stream renderer
 * in its string-writing flavour, which React ships for another runtime. An upgrade could move or
 * drop it, so react-dom is pinned to an exact version and this fails before a page would.
 */
describe("react-dom's server.bun entry", () => {
  it('still exports the stream renderer and the string renderer the server imports', async () => {
    const entry = await import('react-dom/server.bun');
    expect(typeof entry.renderToPipeableStream).toBe('function');
    expect(typeof entry.renderToString).toBe('function');
  });

  it('is pinned to an exact version, as react is, the same one', () => {
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(dependencies['react-dom']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(dependencies.react).toBe(dependencies['react-dom']);
  });
});
