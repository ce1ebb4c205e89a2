import type { Lang } from '../../../shared/config/locales.js';
import type { RegionFacts } from './facts.js';
import type { Words } from './html.js';
import type { PageBody } from './kinds.js';
import type { Text } from './structure.js';
import { CIRCULAR_TEXTS } from './text/circulars.js';

/** One official notice as written: how many days before the anchor day it was issued, and its words. */
export interface CircularText {
  daysAgo: number;
  title: Text;
  summary: Text;
  body: readonly Text[];
}

/** What the notice's PDF shows. */
export interface CircularDocument {
  league: string;
  heading: string;
  number: string;
  date: string;
  title: string;
  paragraphs: string[];
}

const DAY = 86_400_000;
const HEADINGS: Partial<Record<Lang, string>> = { es: 'Circular', it: 'Circolare' };

/**
 * The circulars of a region in one language, newest first. Numbers restart every calendar year
 * (`03/2026`), as the committee issues them.
 */
export function circularsPage(
  w: Words,
  lang: Lang,
  facts: RegionFacts,
  anchorMs: number,
  documents: Map<string, CircularDocument>,
): PageBody | null {
  const texts = CIRCULAR_TEXTS[lang];
  const heading = HEADINGS[lang];
  if (!texts || !heading) return null;
  const dated = [...texts]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .map((c) => ({ c, date: new Date(anchorMs - c.daysAgo * DAY + 11 * 3_600_000) }));
  const perYear = new Map<number, number>();
  const items = dated.map(({ c, date }) => {
    const year = date.getUTCFullYear();
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    const number = `${String(n).padStart(2, '0')}/${year}`;
    const file = `${facts.cms}-${lang}-${year}-${String(n).padStart(2, '0')}.pdf`;
    const title = w.text(c.title);
    documents.set(file, {
      league: facts.values.league!,
      heading,
      number,
      date: date.toISOString().slice(0, 10),
      title,
      paragraphs: c.body.map(w.text),
    });
    return {
      number,
      date: date.toISOString(),
      title,
      summary: w.text(c.summary),
      document: `/media/documents/${file}`,
    };
  });
  return {
    title: heading === 'Circular' ? 'Circulares' : 'Circolari',
    content: '',
    acf: { circulars: items.reverse() },
  };
}
