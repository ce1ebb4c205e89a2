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
  /** The message chunk of each language: the browser loads only its own. */
  messages: Record<Lang, string>;
  /** Each page kind's chunks beyond the entry's: a page's code loads only where it is shown. */
  pages: Partial<Record<PageKind, string[]>>;
  /** The heading faces preloaded for the first paint (scripts/build.ts). */
  fonts: { latin: string; arabic: string };
}

export function readManifest(file = PATHS.manifest): AssetManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (cause) {
    throw new Error(`The client build is missing (${file}): run npm run build`, { cause });
  }
}
