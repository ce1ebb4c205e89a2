import { readFileSync } from 'node:fs';
import type { Lang } from '../../shared/config/locales.js';
import type { PageKind } from '../../shared/routing/page-kinds.js';
import { PATHS } from '../paths.js';

/** The client build's entry points, written by scripts/build.ts. */
export interface AssetManifest {
  entry: string;
  css: string;
  /** Chunks the entry imports statically. */
  preload: string[];
  /** Each language's message chunks: the browser loads only its own language's. */
  messages: Record<Lang, MessageChunks>;
  /** Each page kind's chunks beyond the entry's: a page's code loads only where it is shown. */
  pages: Partial<Record<PageKind, string[]>>;
  /** The error screens' chunks beyond the entry's, on a page that shows one of them. */
  screens: string[];
  /** The heading faces preloaded for the first paint (scripts/build.ts). */
  fonts: { latin: string; arabic: string };
}

/** The shell's messages, on every page, and each page kind's own beyond them (scripts/message-chunks.ts). */
export interface MessageChunks {
  shell: string;
  pages: Partial<Record<PageKind, string>>;
}

/** The message chunks a page shown in `lang` needs; its render uses exactly their messages. */
export function messageChunks(assets: AssetManifest, lang: Lang, kind: PageKind | null): string[] {
  const { shell, pages } = assets.messages[lang];
  const own = kind ? pages[kind] : undefined;
  return own ? [shell, own] : [shell];
}

export function readManifest(file = PATHS.manifest): AssetManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (cause) {
    throw new Error(`The client build is missing (${file}): run npm run build`, { cause });
  }
}
