import type { Lang } from '../config/locales.js';

/** What every editorial page shows besides its own fields; its HTML is sanitized on the server. */
export interface ContentPage<F> {
  /** The language the text is written in: the one asked for, or the region's own (`fallback`). */
  lang: Lang;
  fallback: boolean;
  title: string;
  intro: string;
  modified: string | null;
  fields: F;
}

export interface FaqQuestion {
  slug: string;
  question: string;
  answer: string;
  /** The answer as plain text: what the search reads and what FAQPage JSON-LD says. */
  text: string;
}

export interface FaqFields {
  topics: { slug: string; title: string; questions: FaqQuestion[] }[];
}

export interface RegulationFields {
  version: string | null;
  effective: string | null;
  sections: { slug: string; number: number; title: string; articles: string[] }[];
}

export interface TextSection {
  slug: string;
  title: string;
  html: string;
}

export interface AccreditationFields {
  deadlineHours: number | null;
  sections: TextSection[];
}

export interface TicketsFields {
  venue: { name: string; address: string | null; city: string | null; mapUrl: string | null } | null;
  sections: TextSection[];
}

export interface ContactFields {
  channels: { slug: string; title: string; text: string | null; email: string | null }[];
}

export interface Circular {
  number: string;
  date: string;
  year: number;
  title: string;
  summary: string | null;
  /** The PDF: a path on this site (`/media/…`) or an https address. */
  document: string | null;
}

export interface CircularsFields {
  circulars: Circular[];
}

/** An anchor from a CMS slug: lowercase letters, digits and hyphens only, so `#…` links stay plain. */
export function anchorOf(slug: string, fallback: string): string {
  const clean = slug
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return clean.slice(0, 80) || fallback;
}
