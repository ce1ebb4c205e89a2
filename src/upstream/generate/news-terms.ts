import type { NewsLang } from './news-text.js';

/** WordPress terms and authors of each news language's sources: what `_embedded` names. */
export interface NewsTerms {
  /** Category names by the region's category role (regions.ts cmsCategories). */
  categories: { general: string; featured: string; external: string };
  /** Author display names; a post's `author` is an index into this list, plus one. */
  authors: readonly string[];
  /** Title and excerpt of the posts that other media published, linked from the external category. */
  external: string;
  externalExcerpt: string;
  /** The excerpt of an external post about no matchday. */
  externalExcerptPlain: string;
}

export const NEWS_TERMS: Readonly<Record<NewsLang, NewsTerms>> = {
  es: {
    categories: { general: 'Noticias', featured: 'Destacado', external: 'En los medios' },
    authors: ['Redacción', 'Lucía Ferrer', 'Álvaro Gil'],
    external: '{league}, en los medios: {a} y {b}',
    externalExcerpt: 'Lo que cuentan otros medios de {a} y {b}, protagonistas de la jornada {n}.',
    externalExcerptPlain: 'Lo que cuentan otros medios de {a} y {b}.',
  },
  it: {
    categories: { general: 'Notizie', featured: 'In evidenza', external: 'Dicono di noi' },
    authors: ['Redazione', 'Giulia Conti', 'Marco Rinaldi'],
    external: 'La {league} sui media: {a} e {b}',
    externalExcerpt: 'Cosa raccontano gli altri media di {a} e {b}, protagoniste della giornata {n}.',
    externalExcerptPlain: 'Cosa raccontano gli altri media di {a} e {b}.',
  },
  pt: {
    categories: { general: 'Notícias', featured: 'Destaque', external: 'Na imprensa' },
    authors: ['Redação', 'Ana Ribeiro', 'Bruno Costa'],
    external: 'A {league} na imprensa: {a} e {b}',
    externalExcerpt: 'O que outros veículos contam sobre {a} e {b}, destaques da rodada {n}.',
    externalExcerptPlain: 'O que outros veículos contam sobre {a} e {b}.',
  },
  fr: {
    categories: { general: 'Actualités', featured: 'À la une', external: 'Dans les médias' },
    authors: ['Rédaction', 'Camille Laurent', 'Hugo Mercier'],
    external: 'La {league} dans les médias : {a} et {b}',
    externalExcerpt: 'Ce que racontent les autres médias sur {a} et {b}, à l’affiche de la journée {n}.',
    externalExcerptPlain: 'Ce que racontent les autres médias sur {a} et {b}.',
  },
  de: {
    categories: { general: 'Nachrichten', featured: 'Top-Thema', external: 'In den Medien' },
    authors: ['Redaktion', 'Lena Hoffmann', 'Jonas Becker'],
    external: 'Die {league} in den Medien: {a} und {b}',
    externalExcerpt: 'Was andere Medien über {a} und {b} berichten, die Hauptdarsteller von Spieltag {n}.',
    externalExcerptPlain: 'Was andere Medien über {a} und {b} berichten.',
  },
  ar: {
    categories: { general: 'أخبار', featured: 'مميز', external: 'في الإعلام' },
    authors: ['فريق التحرير', 'ليلى حداد', 'عمر الخطيب'],
    external: '{league} في الإعلام: {a} و{b}',
    externalExcerpt: 'ما تقوله وسائل الإعلام الأخرى عن {a} و{b}، أبرز فرق الجولة {n}.',
    externalExcerptPlain: 'ما تقوله وسائل الإعلام الأخرى عن {a} و{b}.',
  },
};
