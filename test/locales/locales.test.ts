import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales } from '../../scripts/check-locales.js';

const LOCALES = new URL('../../locales', import.meta.url).pathname;

describe('message files', () => {
  it('have the same keys and placeholders in all seven languages, all translated', () => {
    expect(checkLocales(LOCALES)).toEqual([]);
  });

  it('the check reports a missing key, a changed placeholder and an untranslated text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    cpSync(LOCALES, dir, { recursive: true });
    const de = JSON.parse(readFileSync(join(dir, 'de.json'), 'utf8'));
    delete de.nav.tables;
    de.site.followOn = '{liga} auf {network}';
    writeFileSync(join(dir, 'de.json'), JSON.stringify(de));
    const ar = JSON.parse(readFileSync(join(dir, 'ar.json'), 'utf8'));
    ar.error['404'].message = 'Page not found';
    ar.pending.text = JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')).pending.text;
    writeFileSync(join(dir, 'ar.json'), JSON.stringify(ar));
    const problems = checkLocales(dir);
    expect(problems).toContain('de: missing nav.tables');
    expect(problems).toContain('de: placeholders of site.followOn differ from en');
    expect(problems).toContain('ar: pending.text is not translated');
  });
});
