import type { Lang } from '../config/locales.js';
import type { RouteBase } from './routes.js';

export const NAME_SEPARATOR = '___';

export function routeName(base: RouteBase, lang: Lang): string {
  return `${base}${NAME_SEPARATOR}${lang}`;
}
