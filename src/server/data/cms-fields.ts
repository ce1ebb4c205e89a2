import type * as z from 'zod';
import {
  accreditationAcf,
  circularsAcf,
  contactAcf,
  faqAcf,
  regulationAcf,
  ticketsAcf,
} from '../../shared/api/index.js';
import type { ContentKind } from '../../shared/league/content-pages.js';
import {
  type AccreditationFields,
  anchorOf,
  type CircularsFields,
  type ContactFields,
  type FaqFields,
  type RegulationFields,
  type TextSection,
  type TicketsFields,
} from '../../shared/league/content-views.js';
import { htmlToText } from './sanitize.js';

/** A document address a visitor can open: the league API's `/media/…` are served by the site itself. */
export function documentUrl(url: string | null, apiOrigin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, apiOrigin);
    // The league API's origin is not the visitor's: only its media are passed on, through this site.
    if (parsed.origin === new URL(apiOrigin).origin)
      return /^\/media\/[\w-]+\/[\w.-]{1,100}$/.test(parsed.pathname) ? parsed.pathname : null;
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What a page's fields are cleaned with: its documents' origin, and its HTML's cleaner (sanitizeArticle in the page's direction). */
export interface Cleaning {
  apiOrigin: string;
  article(html: string): string;
}

const sections = (
  list: readonly { slug: string; title: string; html: string }[],
  { article }: Cleaning,
): TextSection[] =>
  list.map((s, i) => ({
    slug: anchorOf(s.slug, `section-${i + 1}`),
    title: htmlToText(s.title),
    html: article(s.html),
  }));

interface KindFields<S extends z.ZodType, F> {
  schema: S;
  clean(acf: z.output<S>, cleaning: Cleaning): F;
}
const kind = <S extends z.ZodType, F>(k: KindFields<S, F>) => k;

/** Per page kind: the schema of its `acf` and how its HTML is cleaned and its text shaped. */
export const CMS_FIELDS = {
  faqs: kind({
    schema: faqAcf,
    clean: (acf, { article }): FaqFields => ({
      topics: acf.topics
        .map((t, i) => ({
          slug: anchorOf(t.slug, `topic-${i + 1}`),
          title: htmlToText(t.title),
          questions: t.questions.map((q, j) => ({
            slug: anchorOf(q.slug, `question-${i + 1}-${j + 1}`),
            question: htmlToText(q.question),
            answer: article(q.answer),
            text: htmlToText(q.answer),
          })),
        }))
        .filter((t) => t.questions.length > 0),
    }),
  }),
  regulation: kind({
    schema: regulationAcf,
    clean: (acf, { article }): RegulationFields => ({
      version: acf.version ? htmlToText(acf.version) : null,
      effective: acf.effective && /^\d{4}-\d{2}-\d{2}/.test(acf.effective) ? acf.effective.slice(0, 10) : null,
      sections: acf.sections.map((s, i) => ({
        slug: anchorOf(s.slug, `section-${i + 1}`),
        number: i + 1,
        title: htmlToText(s.title),
        articles: s.articles.map((a) => article(a)),
      })),
    }),
  }),
  'media-accreditation': kind({
    schema: accreditationAcf,
    clean: (acf, cleaning): AccreditationFields => ({
      deadlineHours: acf.deadline_hours !== null && acf.deadline_hours > 0 ? acf.deadline_hours : null,
      sections: sections(acf.sections, cleaning),
    }),
  }),
  tickets: kind({
    schema: ticketsAcf,
    clean: (acf, cleaning): TicketsFields => ({
      venue: acf.venue && {
        name: htmlToText(acf.venue.name),
        address: acf.venue.address && htmlToText(acf.venue.address),
        city: acf.venue.city && htmlToText(acf.venue.city),
        mapUrl: acf.venue.map_url && /^https:\/\//.test(acf.venue.map_url) ? acf.venue.map_url : null,
      },
      sections: sections(acf.sections, cleaning),
    }),
  }),
  contact: kind({
    schema: contactAcf,
    clean: (acf): ContactFields => ({
      channels: acf.channels.map((c, i) => ({
        slug: anchorOf(c.slug, `channel-${i + 1}`),
        title: htmlToText(c.title),
        text: c.text && htmlToText(c.text),
        email: c.email && /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i.test(c.email.trim()) ? c.email.trim() : null,
      })),
    }),
  }),
  circulars: kind({
    schema: circularsAcf,
    clean: (acf, { apiOrigin }): CircularsFields => ({
      circulars: acf.circulars
        .filter((c) => !Number.isNaN(Date.parse(c.date)))
        .map((c) => ({
          number: htmlToText(c.number),
          date: c.date,
          year: new Date(c.date).getUTCFullYear(),
          title: htmlToText(c.title),
          summary: c.summary && htmlToText(c.summary),
          document: documentUrl(c.document, apiOrigin),
        }))
        .sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
    }),
  }),
} satisfies Record<ContentKind, KindFields<z.ZodType, unknown>>;

export type FieldsOf<K extends ContentKind> = ReturnType<(typeof CMS_FIELDS)[K]['clean']>;
