import type { WebContext } from '../../../shared/config/contexts.js';
import type { Text } from './structure.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An address in running text (already escaped) becomes a link that opens a mail client, as the CMS's editor writes it. */
const linkMail = (html: string) =>
  html.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (a) => `<a href="mailto:${a}">${a}</a>`);

/** Fills `{name}` from the region's facts; a placeholder the facts lack is a mistake in the texts. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown placeholder ${whole} in “${template}”`);
    return value;
  });
}

/** Words for one league and region: the league's variant of a gendered text, filled in. */
export function words(context: WebContext, values: Readonly<Record<string, string>>) {
  const text = (t: Text) => fill(typeof t === 'string' ? t : t[context === 'kings' ? 0 : 1], values);
  const paragraphs = (body: readonly Text[]) => body.map((p) => `<p>${linkMail(escapeHtml(text(p)))}</p>`).join('\n');
  const list = (items: readonly Text[]) =>
    `<ul>${items.map((i) => `<li>${linkMail(escapeHtml(text(i)))}</li>`).join('')}</ul>`;
  return { text, paragraphs, list, escape: escapeHtml };
}

export type Words = ReturnType<typeof words>;
