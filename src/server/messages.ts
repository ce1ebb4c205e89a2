import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTEXTS, type WebContext } from '../shared/config/contexts.js';
import { LANGS, type Lang } from '../shared/config/locales.js';
import { pickParts, SHELL_MESSAGES } from '../shared/i18n/message-parts.js';
import { createTranslate, flatten, type Messages, type MessageTree, type Translate } from '../shared/i18n/messages.js';
import type { PageKind } from '../shared/routing/page-kinds.js';
import { pageModule } from '../shared/ui/pages/index.js';
import { PATHS } from './paths.js';

export interface Catalog {
  /** Every message, for what the server writes itself (titles, descriptions, feeds). */
  messages: Readonly<Record<Lang, Messages>>;
  t: Readonly<Record<Lang, Translate>>;
  /**
   * What a page renders with: the shell's messages and its kind's (none for the screens), exactly
   * those its message chunks give the browser, so hydration meets the same text.
   */
  page(lang: Lang, kind: PageKind | null): Messages;
}

/** A value per language, made on first use and kept. */
function perLang<T>(make: (lang: Lang) => T): Readonly<Record<Lang, T>> {
  const made = new Map<Lang, T>();
  const byLang = {} as Record<Lang, T>;
  for (const lang of LANGS)
    Object.defineProperty(byLang, lang, {
      enumerable: true,
      get() {
        if (!made.has(lang)) made.set(lang, make(lang));
        return made.get(lang) as T;
      },
    });
  return Object.freeze(byLang);
}

/**
 * The seven message files, each read once, when a language is first asked for: a new replica
 * reads the languages of its first pages only (docs/decisions/0098-first-page-sooner.md). `t`
 * writes in the context's own words (messages.ts WOMEN).
 */
export function loadCatalog(context: WebContext = 'kings', dir = PATHS.locales): Catalog {
  const trees = perLang((lang) => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as MessageTree);
  const messages = perLang((lang) => Object.freeze(flatten(trees[lang])));
  const t = perLang((lang) => createTranslate(messages[lang], CONTEXTS[context].women));
  const pages = new Map<string, Messages>();
  const page = (lang: Lang, kind: PageKind | null): Messages => {
    const key = `${lang} ${kind ?? ''}`;
    let picked = pages.get(key);
    if (!picked) {
      const parts = kind ? [...SHELL_MESSAGES, ...pageModule(kind).messages] : SHELL_MESSAGES;
      pages.set(key, (picked = Object.freeze(flatten(pickParts(trees[lang], parts)))));
    }
    return picked;
  };
  return Object.freeze({ messages, t, page });
}
