export const LANGS = ['ar', 'de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export type Direction = 'ltr' | 'rtl';

export interface Locale {
  code: Lang;
  tag: string;
  name: string;
  dir: Direction;
}

export const DEFAULT_LANG: Lang = 'es';

export const LOCALES: Readonly<Record<Lang, Locale>> = Object.freeze({
  ar: { code: 'ar', tag: 'ar-001', name: 'العربية', dir: 'rtl' },
  de: { code: 'de', tag: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  en: { code: 'en', tag: 'en-GB', name: 'English', dir: 'ltr' },
  es: { code: 'es', tag: 'es-ES', name: 'Español', dir: 'ltr' },
  fr: { code: 'fr', tag: 'fr-FR', name: 'Français', dir: 'ltr' },
  it: { code: 'it', tag: 'it-IT', name: 'Italiano', dir: 'ltr' },
  pt: { code: 'pt', tag: 'pt-BR', name: 'Português', dir: 'ltr' },
});

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Open Graph wants ll_CC. ar-001 (Arabic for the world) has no country; Open Graph's list, like
 * Facebook's, names Arabic as ar_AR.
 */
export function ogLocale(lang: Lang): string {
  const tag = LOCALES[lang].tag;
  return /^[a-z]{2}-[A-Z]{2}$/.test(tag) ? tag.replace('-', '_') : `${lang}_${lang.toUpperCase()}`;
}
