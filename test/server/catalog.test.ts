import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/server/messages.js';
import { PATHS } from '../../src/server/paths.js';
import { LANGS } from '../../src/shared/config/locales.js';
import { flatten } from '../../src/shared/i18n/messages.js';

describe('the message catalog', () => {
  const onlySpanish = mkdtempSync(join(tmpdir(), 'catalog-'));
  copyFileSync(join(PATHS.locales, 'es.json'), join(onlySpanish, 'es.json'));
  afterAll(() => rmSync(onlySpanish, { recursive: true, force: true }));

  it('reads a language only when it is first asked for', () => {
    const catalog = loadCatalog('kings', onlySpanish);
    expect(catalog.t.es('player.position')).toBe(loadCatalog().t.es('player.position'));
    expect(catalog.page('es', null)).toEqual(loadCatalog().page('es', null));
    expect(() => catalog.t.de('player.position')).toThrow(/ENOENT/);
  });

  it.each(LANGS)('gives every message of %s as its file has it, whichever language came first', (lang) => {
    const { messages } = loadCatalog();
    const file = flatten(JSON.parse(readFileSync(join(PATHS.locales, `${lang}.json`), 'utf8')));
    expect(messages[lang]).toEqual(file);
    expect(Object.keys(messages)).toEqual([...LANGS]);
    expect(messages[lang]).toBe(messages[lang]);
  });
});
