import { readFileSync } from 'node:fs';
import type { Lang } from '../../shared/config/locales.js';
import { PATHS } from '../paths.js';

/** The client build's entry points, written by scripts/build.ts. */
export interface AssetManifest {
  entry: string;
  css: string;
  /** Chunks the entry imports statically. */
  preload: string[];
  /** The message chunk of each language: the browser loads only its own. */
  messages: Record<Lang, string>;
}

export function readManifest(file = PATHS.manifest): AssetManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (cause) {
    throw new Error(`The client build is missing (${file}): run npm run build`, { cause });
  }
}
