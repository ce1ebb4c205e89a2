import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { layoutOf } from '../../../src/server/share/render.js';

describe('layoutOf', () => {
  it("finds satori's layout in its ES build, as sources load it", async () => {
    const esm = await import('satori');
    expect(layoutOf(esm)).toBe(esm.default);
  });

  it('finds it in its CommonJS build, which the built site requires, its exports as the default', () => {
    const cjs = createRequire(import.meta.url)('satori') as { default: typeof import('satori').default };
    expect(typeof layoutOf({ default: cjs })).toBe('function');
    expect(layoutOf({ default: cjs })).toBe(cjs.default);
  });
});
