import { describe, expect, it } from 'vitest';
import { type CompileCacheApi, enableCodeCache } from '../../src/server/code-cache.js';

/** Node's own values (module.constants.compileCacheStatus). */
const compileCacheStatus = { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 };
const answering = (status: number, message?: string): CompileCacheApi => ({
  enableCompileCache: (directory) => ({ status, message, directory }),
  constants: { compileCacheStatus },
});

describe('enableCodeCache', () => {
  it.each([
    ['a Node without the cache', {}, { status: 'unsupported' }],
    ['a cache turned on', answering(1), { status: 'on', directory: '/cache' }],
    ['a cache already on (NODE_COMPILE_CACHE)', answering(2), { status: 'on', directory: '/cache' }],
    [
      'a directory Node cannot make',
      answering(0, 'EACCES: permission denied'),
      { status: 'off', message: 'EACCES: permission denied' },
    ],
    ['a cache turned off (NODE_DISABLE_COMPILE_CACHE)', answering(3), { status: 'off', message: 'disabled' }],
    [
      'a call that throws',
      {
        enableCompileCache: () => {
          throw new Error('ENOTDIR: not a directory');
        },
      },
      { status: 'off', message: 'ENOTDIR: not a directory' },
    ],
  ] as [string, CompileCacheApi, object][])('with %s, says so and never throws', (_case, api, expected) => {
    expect(enableCodeCache('/cache', api)).toEqual(expected);
  });

  it("never throws with this Node's own module API and a directory that cannot exist", () => {
    const outcome = enableCodeCache('/dev/null/cache');
    expect(outcome.status).not.toBe('on');
  });
});
