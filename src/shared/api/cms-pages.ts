import * as z from 'zod';
import { id, list, nul, num, str } from './common.js';

const rendered = z.looseObject({ rendered: str });

/**
 * A WordPress page (`/wp-json/wp/v2/pages`) of a multilingual site, with its structured fields
 * in `acf` (docs/upstream-extensions.md, "Content pages"). Every text may hold HTML from outside.
 */
const wpPage = <A extends z.ZodType>(acf: A) =>
  z.looseObject({
    id,
    slug: str,
    lang: str.nullish(),
    modified: nul(str),
    title: rendered,
    content: nul(rendered),
    acf,
  });

export const faqAcf = z.looseObject({
  topics: list(
    z.looseObject({ slug: str, title: str, questions: list(z.looseObject({ slug: str, question: str, answer: str })) }),
  ),
});

export const regulationAcf = z.looseObject({
  version: nul(str),
  effective: nul(str),
  sections: list(z.looseObject({ slug: str, title: str, articles: list(str) })),
});

const sections = list(z.looseObject({ slug: str, title: str, html: str }));

export const accreditationAcf = z.looseObject({ deadline_hours: nul(num), sections });

export const ticketsAcf = z.looseObject({
  venue: nul(z.looseObject({ name: str, address: nul(str), city: nul(str), map_url: nul(str) })),
  sections,
});

export const contactAcf = z.looseObject({
  channels: list(z.looseObject({ slug: str, title: str, text: nul(str), email: nul(str) })),
});

export const circularsAcf = z.looseObject({
  circulars: list(z.looseObject({ number: str, date: str, title: str, summary: nul(str), document: nul(str) })),
});

export const wpPagesWith = <A extends z.ZodType>(acf: A) => z.array(wpPage(acf));

export type FaqAcf = z.infer<typeof faqAcf>;
export type RegulationAcf = z.infer<typeof regulationAcf>;
export type AccreditationAcf = z.infer<typeof accreditationAcf>;
export type TicketsAcf = z.infer<typeof ticketsAcf>;
export type ContactAcf = z.infer<typeof contactAcf>;
export type CircularsAcf = z.infer<typeof circularsAcf>;
