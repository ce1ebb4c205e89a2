import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqFields } from '../../shared/league/content-views.js';
import { lastMade, remembered } from '../../shared/memo.js';
import { htmlToText } from '../data/sanitize.js';

/** A page's summary for search results and shares: the opening text, cut at a word near 160 characters. */
export function summaryOf(html: string): string | undefined {
  return summaries(html, () => summary(html));
}

/** A page's intro is the same string while its page is cached: its summary is written once. */
const summaries = remembered<string | undefined>(256);

function summary(html: string): string | undefined {
  const text = htmlToText(html);
  if (!text) return undefined;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

/** Kept beside the cached questions, per language and address: its JSON is then kept too. */
const keptFaqPages = lastMade<FaqFields, WithContext<FAQPage>>();

/** schema.org FAQPage: every question with its answer as plain text. */
export function faqPage(fields: FaqFields, url: string, lang: string): WithContext<FAQPage> {
  return keptFaqPages(fields, lang, [url], () => ({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: fields.topics.flatMap((t) =>
      t.questions.map((q) => ({
        '@type': 'Question',
        name: q.question,
        url: `${url}#${q.slug}`,
        acceptedAnswer: { '@type': 'Answer', text: q.text },
      })),
    ),
  }));
}
