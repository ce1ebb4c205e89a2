import { type Lang, LOCALES } from '../shared/config/locales.js';
import { type HeadData, ogType } from '../shared/ui/payload.js';

function setMeta(selector: string, content: string) {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/** After a client navigation: what people and assistive technology notice of the head. */
export function applyHead(head: HeadData, lang: Lang): void {
  document.title = head.title;
  document.documentElement.lang = LOCALES[lang].tag;
  document.documentElement.dir = LOCALES[lang].dir;
  document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
  setMeta('meta[name="description"]', head.description);
  setMeta('meta[property="og:title"]', head.title);
  setMeta('meta[property="og:url"]', head.shareUrl);
  setMeta('meta[property="og:image"]', head.image);
  setMeta('meta[property="og:type"]', ogType(head));
  // A list's previous and next pages and a feed belong to the page shown, not the one before.
  document.head.querySelectorAll('link[rel="prev"], link[rel="next"], link[rel="alternate"][type]').forEach((el) => {
    el.remove();
  });
  for (const link of head.links ?? []) {
    const el = document.createElement('link');
    el.rel = link.rel;
    el.href = link.href;
    if (link.type) el.type = link.type;
    if (link.title) el.title = link.title;
    document.head.append(el);
  }
}
