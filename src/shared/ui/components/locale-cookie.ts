import type { Lang } from '../../config/locales.js';
import { localeCookie } from '../../i18n/detect.js';

/** Remembers the visitor's pick for the next visit to `/` (docs/spec.md §2). */
export function rememberLanguage(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site serves
  if (typeof document !== 'undefined') document.cookie = localeCookie(lang, location.protocol === 'https:');
}
