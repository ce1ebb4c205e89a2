import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../shared/config/locales.js';
import { createTranslate, flatten, type Messages, type MessageTree, type Translate } from '../shared/i18n/messages.js';
import { PATHS } from './paths.js';

export interface Catalog {
  messages: Readonly<Record<Lang, Messages>>;
  t: Readonly<Record<Lang, Translate>>;
}

/** All seven message files, read once at start-up. */
export function loadCatalog(dir = PATHS.locales): Catalog {
  const messages = Object.fromEntries(LANGS.map((lang) => [
    lang,
    Object.freeze(flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as MessageTree)),
  ])) as Record<Lang, Messages>;
  const t = Object.fromEntries(LANGS.map((lang) => [lang, createTranslate(messages[lang])])) as Record<Lang, Translate>;
  return Object.freeze({ messages: Object.freeze(messages), t: Object.freeze(t) });
}
