import { DEFAULT_LANG, isLang, type Lang } from '../config/locales.js';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The best of our languages in an Accept-Language header, by q-value then order. */
export function fromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header || header.length > 4096) return null;
  const ranked = header
    .split(',')
    .slice(0, 50)
    .map((item, index) => {
      const [range = '', ...params] = item.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: range.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    });
  ranked.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked.find((r) => r.weight > 0 && isLang(r.lang))?.lang as Lang | undefined) ?? null;
}

/** docs/spec.md §2: the stored cookie, then the browser's languages, then the default. */
export function detectLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(cookie)) return cookie;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}

/** docs/spec.md §9's locale cookie; over https it is sent back only over https. */
export function localeCookie(lang: Lang, secure: boolean): string {
  return `${LOCALE_COOKIE}=${lang}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
