import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLocales } from '../../scripts/check-locales.js';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));

type Tree = Record<string, any>;
const read = (dir: string, lang: string): Tree => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'));
const write = (dir: string, lang: string, tree: Tree) => writeFileSync(join(dir, `${lang}.json`), JSON.stringify(tree));

describe('message files', () => {
  it('have the same keys and placeholders in all seven languages, all translated', () => {
    expect(checkLocales(LOCALES)).toEqual([]);
  });
});

describe('the locale check', () => {
  const dirs: string[] = [];
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    dirs.push(dir);
    cpSync(LOCALES, dir, { recursive: true });
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reports each deliberate break in a copy of the files', () => {
    const dir = copy();
    const en = read(dir, 'en');
    const de = read(dir, 'de');
    delete de.nav.tables;
    de.site.followOn = '{liga} auf {network}';
    de.nav.bogus = 'Unsinn';
    write(dir, 'de', de);
    const es = read(dir, 'es');
    es.zone.leagues = en.zone.leagues;
    es.nav.matches = '';
    es.health.time = 42;
    write(dir, 'es', es);
    const ar = read(dir, 'ar');
    ar.nav.more = 'More';
    write(dir, 'ar', ar);

    const problems = checkLocales(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'de: missing nav.tables',
        'de: site.followOn has placeholders {liga} {network}, en has {league} {network}',
        'de: extra nav.bogus',
        `es: zone.leagues is not translated ("${en.zone.leagues}")`,
        'es: nav.matches is not a non-empty string ("")',
        'es: health.time is not a non-empty string (42)',
        'ar: nav.more contains Latin text ("More")',
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it("takes a women's-league wording beside a message every file has, in one language only, and checks it as the message", () => {
    const dir = copy();
    const fr = read(dir, 'fr');
    fr.nav['tables@women'] = 'Classements';
    fr.site['followOn@women'] = '{ligue} sur {network}';
    fr.nav['bogus@women'] = 'Rien';
    write(dir, 'fr', fr);
    const ar = read(dir, 'ar');
    ar.nav['more@women'] = 'More';
    write(dir, 'ar', ar);
    expect(checkLocales(dir)).toEqual([
      'ar: nav.more@women contains Latin text ("More")',
      "fr: site.followOn@women has placeholders {ligue} {network}, en's site.followOn has {league} {network}",
      'fr: nav.bogus@women stands beside no message of en.json',
    ]);
  });

  it('reports a file that is not valid JSON', () => {
    const dir = copy();
    writeFileSync(join(dir, 'it.json'), '{ "site": ');
    expect(checkLocales(dir)).toEqual([expect.stringMatching(/^it: cannot read it\.json/)]);
  });
});
