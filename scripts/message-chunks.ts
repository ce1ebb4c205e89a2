import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageChunks } from '../src/server/render/assets.js';
import { LANGS, type Lang } from '../src/shared/config/locales.js';
import { type MessagePart, ownParts, pickParts, SHELL_MESSAGES } from '../src/shared/i18n/message-parts.js';
import type { MessageTree } from '../src/shared/i18n/messages.js';
import type { PageKind } from '../src/shared/routing/page-kinds.js';

/**
 * Each language's messages as module chunks: the shell's, loaded on every page, and each page
 * kind's own parts (docs/decisions/0051-messages-per-page-kind.md). Kinds whose own parts are the
 * same share one file. Written as UTF-8: Arabic escaped as \u sequences is a fifth larger gzipped.
 */
export function writeMessageChunks(
  localesDir: string,
  assetsDir: string,
  pages: readonly { kind: PageKind; messages: readonly MessagePart[] }[],
): Record<Lang, MessageChunks> {
  const write = (lang: Lang, tree: MessageTree): string => {
    const text = `export default ${JSON.stringify(tree)};\n`;
    const file = `messages-${lang}-${createHash('sha256').update(text).digest('hex').slice(0, 10)}.js`;
    writeFileSync(join(assetsDir, file), text);
    return `/assets/${file}`;
  };
  return Object.fromEntries(
    LANGS.map((lang) => {
      const tree = JSON.parse(readFileSync(join(localesDir, `${lang}.json`), 'utf8')) as MessageTree;
      const own = pages.flatMap(({ kind, messages }) => {
        const parts = ownParts(messages);
        return parts.length > 0 ? [[kind, write(lang, pickParts(tree, parts))]] : [];
      });
      return [lang, { shell: write(lang, pickParts(tree, SHELL_MESSAGES)), pages: Object.fromEntries(own) }];
    }),
  ) as Record<Lang, MessageChunks>;
}
