import { escapeHtml } from '../render/escape.js';

export interface RssChannel {
  title: string;
  /** The news list's address. */
  link: string;
  /** The feed's own address. */
  self: string;
  description: string;
  /** A language tag (es-ES). */
  language: string;
  items: RssItem[];
}

export interface RssItem {
  title: string;
  link: string;
  /** The post's address on this site, whatever `link` points to. */
  guid: string;
  description: string;
  /** ISO 8601. */
  date: string | null;
}

/** Characters XML 1.0 does not allow at all, even escaped (a CMS text may carry them). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xml = (text: string) => escapeHtml(text.replace(NOT_XML, ''));
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function item(i: RssItem): string {
  return [
    '<item>',
    `<title>${xml(i.title)}</title>`,
    `<link>${xml(i.link)}</link>`,
    `<guid isPermaLink="true">${xml(i.guid)}</guid>`,
    i.description ? `<description>${xml(i.description)}</description>` : '',
    i.date ? `<pubDate>${rfc822(i.date)}</pubDate>` : '',
    '</item>',
  ]
    .filter(Boolean)
    .join('');
}

/** RSS 2.0 with an atom:link to itself; every text is escaped, never CDATA, so no post can close an element. */
export function rssFeed(channel: RssChannel): string {
  const newest = channel.items.map((i) => i.date).find((d) => d !== null);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${xml(channel.title)}</title>` +
    `<link>${xml(channel.link)}</link>` +
    `<atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>` +
    `<description>${xml(channel.description)}</description>` +
    `<language>${xml(channel.language)}</language>` +
    (newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '') +
    '<ttl>10</ttl>' +
    channel.items.map(item).join('') +
    '</channel></rss>\n'
  );
}
