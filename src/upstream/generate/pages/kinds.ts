import { ACCREDITATION_DEADLINE_HOURS, type RegionFacts } from './facts.js';
import type { Words } from './html.js';
import {
  ACCREDITATION_SECTIONS,
  CONTACT_CHANNELS,
  FAQ_TOPICS,
  type FaqTopic,
  type PageTexts,
  REGULATION_SECTIONS,
  type Section,
  TICKET_SECTIONS,
} from './structure.js';

/** What a page holds: its title, its opening HTML and its structured fields (WordPress `acf`). */
export interface PageBody {
  title: string;
  content: string;
  acf: Record<string, unknown>;
}

const section = (w: Words, slug: string, s: Section) => ({
  slug,
  title: s.title,
  html: [w.paragraphs(s.body), s.list ? w.list(s.list) : ''].filter(Boolean).join('\n'),
});

export function faqsPage(w: Words, t: PageTexts['faqs']): PageBody {
  const topics = (Object.keys(FAQ_TOPICS) as FaqTopic[]).map((topic) => ({
    slug: topic,
    title: w.text(t.topics[topic]),
    questions: FAQ_TOPICS[topic].map((q) => ({
      slug: q,
      question: w.text(t.questions[q].q),
      answer: w.paragraphs(t.questions[q].a),
    })),
  }));
  return { title: t.title, content: w.paragraphs([t.intro]), acf: { topics } };
}

/** The rules in force since the start of the current season, about six weeks before the anchor day. */
export function regulationPage(w: Words, t: PageTexts['regulation'], anchorMs: number): PageBody {
  const effective = new Date(anchorMs - 42 * 86_400_000);
  const sections = REGULATION_SECTIONS.map((slug) => ({
    slug,
    title: t.sections[slug].title,
    articles: t.sections[slug].articles.map((a) => w.paragraphs([a])),
  }));
  return {
    title: t.title,
    content: w.paragraphs([t.intro]),
    acf: { version: `${effective.getUTCFullYear()}.2`, effective: effective.toISOString().slice(0, 10), sections },
  };
}

export function accreditationPage(w: Words, t: PageTexts['accreditation']): PageBody {
  return {
    title: t.title,
    content: w.paragraphs([t.intro]),
    acf: {
      deadline_hours: ACCREDITATION_DEADLINE_HOURS,
      sections: ACCREDITATION_SECTIONS.map((slug) => section(w, slug, t.sections[slug])),
    },
  };
}

export function contactPage(w: Words, t: PageTexts['contact'], facts: RegionFacts): PageBody {
  const channels = CONTACT_CHANNELS.map((slug) => ({
    slug,
    title: t.channels[slug].title,
    text: w.text(t.channels[slug].text),
    email: facts.values[slug],
  }));
  return { title: t.title, content: w.paragraphs([t.intro]), acf: { channels } };
}

/** Only a region that sells tickets at an arena has this page. */
export function ticketsPage(w: Words, t: PageTexts['tickets'], facts: RegionFacts): PageBody | null {
  const venue = facts.venue;
  if (!venue) return null;
  const sections = TICKET_SECTIONS.map((slug) =>
    slug === 'getting-there'
      ? {
          slug,
          title: t.gettingThere.title,
          html: `${w.paragraphs([t.gettingThere.intro])}\n<ul>${venue.transit.map((r) => `<li><strong>${w.escape(t.gettingThere.modes[r.mode])}</strong> ${w.escape(r.lines)}</li>`).join('')}</ul>`,
        }
      : section(w, slug, t.sections[slug]),
  );
  return {
    title: t.title,
    content: w.paragraphs([t.intro]),
    acf: { venue: { name: venue.name, address: venue.address, city: venue.city, map_url: venue.mapUrl }, sections },
  };
}
