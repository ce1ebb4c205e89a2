import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/server/paths.js';

/** Every TypeScript file under a folder of src/. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The options object of each `new LRUCache(...)` in a file's text, up to its closing brace. */
function lruOptions(text: string): string[] {
  return [...text.matchAll(/new LRUCache(?:<[^(]*>)?\(\{/g)].map((found) => {
    let depth = 0;
    for (let i = found.index + found[0].length - 1; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return text.slice(found.index, i + 1);
    }
    return text.slice(found.index);
  });
}

/**
 * docs/decisions/0107: lru-cache allocates and fills its slot arrays for `max` entries when a cache
 * is made, some 6 ms of every start for the site's caches of thousands of entries. Those are
 * bounded by size instead (an entry of size one where the bound is a count), and their slots grow
 * as they fill; a `max` is for a cache of a few entries.
 */
describe("the server's LRU caches", () => {
  const made = ['src/server', 'src/shared'].flatMap((folder) =>
    sources(join(ROOT, folder)).flatMap((file) =>
      lruOptions(readFileSync(file, 'utf8')).map((options) => ({ file: relative(ROOT, file), options })),
    ),
  );

  it('are found where they are made', () => {
    expect(made.map((m) => m.file)).toEqual(expect.arrayContaining(['src/server/render/page-key.ts']));
  });

  it('allocate no more than a few hundred slots up front', () => {
    const slots = (options: string) => Number(/\bmax\s*:\s*([\d_]+)/.exec(options)?.[1]?.replaceAll('_', '') ?? 0);
    expect(made.filter((m) => slots(m.options) > 500).map((m) => m.file)).toEqual([]);
    expect(made.filter((m) => /\bmax\s*:\s*[\d_]+/.test(m.options)).length).toBeGreaterThan(0);
  });
});
