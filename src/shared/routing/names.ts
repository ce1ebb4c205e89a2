import { isLang, type Lang } from '../config/locales.js';
import { ROUTES, type RouteBase } from './routes.js';

export const NAME_SEPARATOR = '___';

export function routeName(base: RouteBase, lang: Lang): string {
  return `${base}${NAME_SEPARATOR}${lang}`;
}

export function parseRouteName(name: string): { base: RouteBase; lang: Lang } | null {
  const at = name.lastIndexOf(NAME_SEPARATOR);
  const base = name.slice(0, at);
  const lang = name.slice(at + NAME_SEPARATOR.length);
  return at > 0 && base in ROUTES && isLang(lang) ? { base: base as RouteBase, lang } : null;
}
