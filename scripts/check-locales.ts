import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS } from '../src/shared/config/locales.js';
import { flatten, type MessageTree } from '../src/shared/i18n/messages.js';

/** Words that stay the same in every language: brands and names of competitions. */
const SAME_EVERYWHERE = /^(Kings League|Queens League|King of Kings|Finalissima|MVP|Fantasy|Draft|Tier list|Mercato|MENA|Menu|Tickets|Site|Web)$/i;
const PLACEHOLDER = /\{(\w+)\}/g;

const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort().join(',');

/** Every problem with the message files of `dir`, one line each; empty when all is well. */
export function checkLocales(dir: string): string[] {
  const files = Object.fromEntries(LANGS.map((lang) => [lang, flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as MessageTree)]));
  const en = files.en!;
  const problems: string[] = [];
  for (const lang of LANGS) {
    const messages = files[lang]!;
    for (const key of Object.keys(en)) {
      const value = messages[key];
      if (value === undefined) problems.push(`${lang}: missing ${key}`);
      else if (typeof value !== 'string' || value.trim() === '') problems.push(`${lang}: empty ${key}`);
      else if (placeholders(value) !== placeholders(en[key]!)) problems.push(`${lang}: placeholders of ${key} differ from en`);
      else if (lang !== 'en' && value === en[key] && value.length > 12 && !SAME_EVERYWHERE.test(value)) problems.push(`${lang}: ${key} is not translated`);
    }
    for (const key of Object.keys(messages)) if (!(key in en)) problems.push(`${lang}: extra ${key}`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkLocales(new URL('../locales', import.meta.url).pathname);
  if (problems.length) {
    console.error(`Locale files disagree:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`locales: ${LANGS.length} languages agree`);
}
