import type { NewsLang } from './news-text.js';

/** WordPress terms and authors of each news language's sources: what `_embedded` names. */
export interface NewsTerms {
  /** Category names by the region's category role (regions.ts cmsCategories). */
  categories: { general: string; featured: string; external: string };
  /** Author display names; a post's `author` is an index into this list, plus one. */
  authors: readonly string[];
  /** Titles of the posts that other media published, linked from the external category. */
  external: string;
}

export const NEWS_TERMS: Readonly<Record<NewsLang, NewsTerms>> = {
  es: { categories: { general: 'Noticias', featured: 'Destacado', external: 'En los medios' }, authors: ['Redacción', 'Lucía Ferrer', 'Álvaro Gil'], external: '{league}, en los medios: {a} y {b}' },
  it: { categories: { general: 'Notizie', featured: 'In evidenza', external: 'Dicono di noi' }, authors: ['Redazione', 'Giulia Conti', 'Marco Rinaldi'], external: 'La {league} sui media: {a} e {b}' },
  pt: { categories: { general: 'Notícias', featured: 'Destaque', external: 'Na imprensa' }, authors: ['Redação', 'Ana Ribeiro', 'Bruno Costa'], external: 'A {league} na imprensa: {a} e {b}' },
  fr: { categories: { general: 'Actualités', featured: 'À la une', external: 'Dans les médias' }, authors: ['Rédaction', 'Camille Laurent', 'Hugo Mercier'], external: 'La {league} dans les médias : {a} et {b}' },
  de: { categories: { general: 'Nachrichten', featured: 'Top-Thema', external: 'In den Medien' }, authors: ['Redaktion', 'Lena Hoffmann', 'Jonas Becker'], external: 'Die {league} in den Medien: {a} und {b}' },
  ar: { categories: { general: 'أخبار', featured: 'مميز', external: 'في الإعلام' }, authors: ['فريق التحرير', 'ليلى حداد', 'عمر الخطيب'], external: '{league} في الإعلام: {a} و{b}' },
};
