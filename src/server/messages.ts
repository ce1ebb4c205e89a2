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

/** All seven message files, read once at start-up; `t` writes in the context's own words (messages.ts WOMEN). */
export function loadCatalog(context: WebContext = 'kings', dir = PATHS.locales): Catalog {
  const trees = Object.fromEntries(
    LANGS.map((lang) => [lang, JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as MessageTree]),
  ) as Record<Lang, MessageTree>;
  const messages = Object.fromEntries(LANGS.map((lang) => [lang, Object.freeze(flatten(trees[lang]))])) as Record<
    Lang,
    Messages
  >;
  const t = Object.fromEntries(
    LANGS.map((lang) => [lang, createTranslate(messages[lang], CONTEXTS[context].women)]),
  ) as Record<Lang, Translate>;
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
  return Object.freeze({ messages: Object.freeze(messages), t: Object.freeze(t), page });
}
