import type { Lang } from '../config/locales.js';
import { href } from '../routing/href.js';
import { W } from '../routing/words.js';
import type { NewsImage, NewsSummary } from './news-post.js';

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

export interface Pager {
  page: number;
  totalPages: number;
  prev: string | null;
  next: string | null;
  /** The page links to show: the first, the last and the neighbours of the current one; null is a gap of two pages or more. */
  items: ({ page: number; href: string } | null)[];
}

export function pager(page: number, totalPages: number, lang: Lang, region: string): Pager {
  const link = (n: number) => newsListHref(lang, region, n);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const items: Pager['items'] = [];
  shown.forEach((n, i) => {
    const before = shown[i - 1];
    // A gap of one page shows that page: an ellipsis would take its place and hide it.
    if (before !== undefined && n - before === 2) items.push({ page: before + 1, href: link(before + 1) });
    else if (before !== undefined && n - before > 2) items.push(null);
    items.push({ page: n, href: link(n) });
  });
  return {
    page,
    totalPages,
    prev: page > 1 ? link(page - 1) : null,
    next: page < totalPages ? link(page + 1) : null,
    items,
  };
}

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
