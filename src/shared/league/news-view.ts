import type { Lang } from '../config/locales.js';
import { href } from '../routing/href.js';
import { W } from '../routing/words.js';
import type { NewsImage, NewsSummary } from './news-post.js';
import { type Pager, pagerOf } from './pager.js';

/** A post in a list: its own article page, or the outside address of an external post. */
export interface NewsCard {
  id: number;
  title: string;
  excerpt: string;
  date: string | null;
  image: NewsImage | null;
  href: string;
  external: boolean;
}

export function newsListHref(lang: Lang, region: string, page = 1): string {
  return href('region-news', lang, { region, news: W.news[lang] }, { query: { page: page > 1 ? page : undefined } });
}

export function newsPostHref(lang: Lang, region: string, slug: string): string {
  return href('region-news-post', lang, { region, news: W.news[lang], post: slug });
}

/** The RSS feed of a region's news: one level above the posts, so no slug can ever take its address. */
export function newsFeedHref(lang: Lang, region: string): string {
  return `${href('region-news', lang, { region, news: W.news[lang] })}.xml`;
}

export function newsCard(post: NewsSummary, lang: Lang, region: string): NewsCard {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    image: post.image,
    href: post.externalUrl ?? newsPostHref(lang, region, post.slug),
    external: post.externalUrl !== null,
  };
}

/** The news list's pager, its links the list's own addresses. */
export const pager = (page: number, totalPages: number, lang: Lang, region: string): Pager =>
  pagerOf(page, totalPages, (n) => newsListHref(lang, region, n));

export type ShareNetwork = 'x' | 'facebook' | 'whatsapp' | 'telegram';

/** Plain share addresses: a visitor's click opens the network, and no script of theirs is loaded. */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: 'x', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
  ];
}
