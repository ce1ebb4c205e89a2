/**
 * The editorial pages of a region's CMS as structure: which topics, questions, sections and
 * channels exist, by stable ids. Each language's file (text/{lang}.ts) gives the words for every
 * id, so a missing translation is a type error and anchors (`#points`) are the same in every
 * language.
 */
export const FAQ_TOPICS = {
  league: ['what-is', 'format', 'points', 'where-to-watch'],
  rules: ['match-length', 'secret-cards', 'presidents-penalty', 'shoot-out', 'dice'],
  players: ['draft', 'twelfth-player', 'tryouts'],
  tickets: ['buy-tickets', 'kick-off-times', 'calendar'],
  media: ['accreditation', 'contact'],
} as const;

export type FaqTopic = keyof typeof FAQ_TOPICS;
export type FaqQuestion = (typeof FAQ_TOPICS)[FaqTopic][number];

export const REGULATION_SECTIONS = [
  'competition',
  'points',
  'match',
  'dice',
  'secret-cards',
  'presidents-penalty',
  'shoot-out',
  'squads',
  'discipline',
  'committee',
] as const;
export type RegulationSection = (typeof REGULATION_SECTIONS)[number];

export const ACCREDITATION_SECTIONS = ['who', 'requirements', 'deadlines', 'process', 'on-site'] as const;
export type AccreditationSection = (typeof ACCREDITATION_SECTIONS)[number];

export const CONTACT_CHANNELS = ['press', 'commercial', 'partners', 'fans'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const TICKET_SECTIONS = ['how-to-buy', 'getting-there', 'at-the-arena', 'accessibility'] as const;
export type TicketSection = (typeof TICKET_SECTIONS)[number];

/** Ways to reach the arena, worded per language. */
export type TransitMode = 'metro' | 'train' | 'bus' | 'car';

/**
 * A text that differs between the leagues (Spanish "jugadores" / "jugadoras"): [kings, queens].
 * Most texts read the same for both and are plain strings.
 */
export type Text = string | readonly [kings: string, queens: string];

export interface QA {
  q: Text;
  a: readonly Text[];
}
export interface Section {
  title: string;
  body: readonly Text[];
  list?: readonly Text[];
}

/** Every word of one language's pages. `{name}` placeholders are filled per region (facts.ts). */
export interface PageTexts {
  faqs: { title: string; intro: Text; topics: Record<FaqTopic, Text>; questions: Record<FaqQuestion, QA> };
  regulation: {
    title: string;
    intro: Text;
    sections: Record<RegulationSection, { title: string; articles: readonly Text[] }>;
  };
  accreditation: { title: string; intro: Text; sections: Record<AccreditationSection, Section> };
  contact: { title: string; intro: Text; channels: Record<ContactChannel, { title: string; text: string }> };
  tickets: {
    title: string;
    intro: Text;
    sections: Record<Exclude<TicketSection, 'getting-there'>, Section>;
    gettingThere: { title: string; intro: string; modes: Record<TransitMode, string> };
  };
}
