import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageLinks, shapeOf } from '../../src/server/prime.js';
import { cacheFileFor, runSiteScript } from '../../src/server/site-script.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function scriptDir(source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'site-script-'));
  dirs.push(dir);
  const file = join(dir, 'serve.cjs');
  writeFileSync(file, source);
  return { file, cache: join(dir, 'cache') };
}

/**
 * The same text at another path: V8 keeps what a process compiled by text and path, so a second
 * run of one path would take that and never read the cache file at all.
 */
function elsewhere(file: string, text: string) {
  return scriptDir(text).file.replace(/serve\.cjs$/, file.split('/').pop()!);
}

const SOURCE = `exports.twice = (n) => n * 2; exports.where = __filename; exports.loads = typeof require('node:path').join;`;

describe('runSiteScript', () => {
  it('runs a CommonJS script with its own require and file name, with no cache at first', () => {
    const { file, cache } = scriptDir(SOURCE);
    const site = runSiteScript<{ twice(n: number): number; where: string; loads: string }>(file, cache);
    expect(site.cache).toBe('absent');
    expect(site.exports.twice(21)).toBe(42);
    expect(site.exports.where).toBe(file);
    expect(site.exports.loads).toBe('function');
  });

  it('writes the code of what ran, and the next run of the same text takes it', () => {
    const { file, cache } = scriptDir(SOURCE);
    const first = runSiteScript<{ twice(n: number): number }>(file, cache);
    first.exports.twice(1);
    const written = first.saveCache();
    expect(readdirSync(cache)).toEqual([written.split('/').pop()]);
    const second = runSiteScript<{ twice(n: number): number }>(elsewhere(file, SOURCE), cache);
    expect(second.cache).toBe('accepted');
    expect(second.exports.twice(4)).toBe(8);
  });

  it('runs from the text when the cache file is not V8 code', () => {
    const { file, cache } = scriptDir(SOURCE);
    runSiteScript(file, cache).saveCache();
    const [name] = readdirSync(cache);
    writeFileSync(join(cache, name!), 'not code');
    const site = runSiteScript<{ twice(n: number): number }>(elsewhere(file, SOURCE), cache);
    expect(site.cache).toBe('rejected');
    expect(site.exports.twice(5)).toBe(10);
  });

  it("never takes another build's code, even of the same length", () => {
    const { file, cache } = scriptDir(SOURCE);
    runSiteScript(file, cache).saveCache();
    const other = SOURCE.replace('n * 2', 'n + 2');
    expect(other.length).toBe(SOURCE.length);
    writeFileSync(file, other);
    expect(cacheFileFor(cache, file, other)).not.toBe(cacheFileFor(cache, file, SOURCE));
    const site = runSiteScript<{ twice(n: number): number }>(file, cache);
    expect(site.cache).toBe('absent');
    expect(site.exports.twice(5)).toBe(7);
  });
});

describe('the priming crawl', () => {
  it.each([
    ['/', '/'],
    ['/es', '/:lang'],
    ['/ar/espana', '/:lang/:page'],
    ['/es/leyendas', '/:lang/:page'],
    ['/es/espana/partidos', '/:lang/:region/partidos'],
    ['/es/italia/partidos/3151-lupi-di-roma-fc-vs-bari-levante-fc', '/:lang/:region/partidos/:id'],
    ['/en/espana/stats/teams/cards', '/:lang/:region/stats/teams/cards'],
  ])('reads %s as a page of the kind %s', (path, shape) => {
    expect(shapeOf(path)).toBe(shape);
  });

  it("follows the site's own pages only: no other origin, no file, no query", () => {
    const html = [
      '<a href="/es/espana">',
      '<a class="x" href="/es/espana/equipos/4-jijantes-fc">',
      '<a href="https://example.test/es">',
      '<a href="//cdn.example.test/x">',
      '<a href="/robots.txt">',
      '<a href="/es/espana/partidos?turn=2">',
      '<link href="/assets/a.css">',
    ].join('');
    expect(pageLinks(html)).toEqual(['/es/espana', '/es/espana/equipos/4-jijantes-fc']);
  });
});
