import { escapeHtml } from '../render/escape.js';
import type { SitemapEntry } from './region-sitemap.js';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const lastmod = (date: string | null) => (date ? `<lastmod>${date.slice(0, 10)}</lastmod>` : '');

/** A child sitemap: one `<url>` per page. */
export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  return `${HEAD}<urlset ${NS}>\n${entries.map((e) => `<url><loc>${escapeHtml(origin + e.path)}</loc>${lastmod(e.lastmod)}</url>`).join('\n')}\n</urlset>\n`;
}

/** The sitemap index: where the child sitemaps are. */
export function sitemapIndex(origin: string, children: readonly SitemapEntry[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${children.map((c) => `<sitemap><loc>${escapeHtml(origin + c.path)}</loc>${lastmod(c.lastmod)}</sitemap>`).join('\n')}\n</sitemapindex>\n`;
}
