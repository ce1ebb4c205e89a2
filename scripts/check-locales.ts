import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGS, type Lang } from '../src/shared/config/locales.js';
import { WOMEN } from '../src/shared/i18n/messages.js';

/** Names that stay in English in every language, so an identical text is no sign of a missing translation. */
const BRANDS = ['Kings World Cup', 'Kings League', 'Queens League', 'King of Kings', 'Finalissima', 'MVP'];
const BRAND_SET = new Set(BRANDS);
/** Short words such as "Draft" or "Menu" are legitimately shared by several languages. */
const UNTRANSLATED_MIN_LENGTH = 13;
const PLACEHOLDER = /\{(\w+)\}/g;
const LATIN = /[A-Za-z]/;

type Leaves = Record<string, unknown>;

/** Dotted keys to values, keeping anything that is not an object as a leaf so a wrong type is reported, not skipped. */
function leaves(tree: unknown, prefix = '', out: Leaves = {}): Leaves {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    out[prefix.slice(0, -1)] = tree;
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) leaves(value, `${prefix}${key}.`, out);
    else out[prefix + key] = value;
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((m) => `{${m[1]}}`)
    .sort()
    .join(' ') || 'none';

function load(dir: string, lang: Lang): Leaves | string {
  try {
    return leaves(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')));
  } catch (error) {
    return `${lang}: cannot read ${lang}.json (${(error as Error).message})`;
  }
}

/** Arabic readers get Arabic only; brand names are the one exception. */
function latinOutsideBrands(text: string): boolean {
  let rest = text.replace(PLACEHOLDER, '');
  for (const brand of BRANDS) rest = rest.split(brand).join('');
  return LATIN.test(rest);
}

/** Every problem with the message files in `dir`, one line each; empty when all is well. */
export function checkLocales(dir: string): string[] {
  const problems: string[] = [];
  const files = new Map<Lang, Leaves>();
  for (const lang of LANGS) {
    const loaded = load(dir, lang);
    if (typeof loaded === 'string') problems.push(loaded);
    else files.set(lang, loaded);
  }
  const en = files.get('en');
  if (!en) return problems;

  for (const [lang, messages] of files) {
    for (const [key, source] of Object.entries(en)) {
      if (!(key in messages)) {
        problems.push(`${lang}: missing ${key}`);
        continue;
      }
      const value = messages[key];
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${lang}: ${key} is not a non-empty string (${JSON.stringify(value)})`);
        continue;
      }
      if (typeof source !== 'string') continue;
      if (placeholders(value) !== placeholders(source)) {
        problems.push(`${lang}: ${key} has placeholders ${placeholders(value)}, en has ${placeholders(source)}`);
      }
      if (lang === 'en') continue;
      if (value === source && value.length >= UNTRANSLATED_MIN_LENGTH && !BRAND_SET.has(value)) {
        problems.push(`${lang}: ${key} is not translated ("${value}")`);
      }
      if (lang === 'ar' && latinOutsideBrands(value)) problems.push(`ar: ${key} contains Latin text ("${value}")`);
    }
    for (const [key, value] of Object.entries(messages)) {
      // A women's-league wording (src/shared/i18n/messages.ts WOMEN) is a language's own: it stands beside a key every file has.
      const base = key.endsWith(WOMEN) ? key.slice(0, -WOMEN.length) : null;
      if (base === null) {
        if (!(key in en)) problems.push(`${lang}: extra ${key}`);
      } else if (typeof en[base] !== 'string') problems.push(`${lang}: ${key} stands beside no message of en.json`);
      else if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${lang}: ${key} is not a non-empty string (${JSON.stringify(value)})`);
      else if (placeholders(value) !== placeholders(en[base]))
        problems.push(
          `${lang}: ${key} has placeholders ${placeholders(value)}, en's ${base} has ${placeholders(en[base])}`,
        );
      else if (lang === 'ar' && latinOutsideBrands(value)) problems.push(`ar: ${key} contains Latin text ("${value}")`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = checkLocales(fileURLToPath(new URL('../locales', import.meta.url)));
  if (problems.length) {
    console.error(`Locale files have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`locales: ${LANGS.length} languages agree with en.json`);
}
