import type { Embed } from './news-embeds.js';

/** The news of a region's CMS as the site reads them (server/data/news-post.ts maps them). */
export interface NewsImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface NewsSummary {
  id: number;
  /** The slug as a path segment before encoding: WordPress's percent-encoding undone. */
  slug: string;
  /** ISO 8601 in UTC. */
  date: string | null;
  modified: string | null;
  /** Plain text: React escapes it. */
  title: string;
  excerpt: string;
  categories: number[];
  image: NewsImage | null;
  /** Where a post of the external category lives: the list links there instead. */
  externalUrl: string | null;
}

/** An article as the page shows it: sanitized HTML, with allowed embeds between as placeholders. */
export type ArticleBlock = { kind: 'html'; html: string } | { kind: 'embed'; embed: Embed };

export interface NewsArticle extends NewsSummary {
  author: string | null;
  /** Names of the post's categories and tags, in the CMS's order. */
  categoryNames: string[];
  tags: { id: number; name: string }[];
  /** The sanitized body; its HTML is the only HTML a page may insert as is. */
  body: ArticleBlock[];
}
