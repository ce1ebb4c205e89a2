import { DomUtils, parseDocument } from 'htmlparser2';
import { type Embed, embedFromUrl } from '../../shared/league/news-embeds.js';
import type { ArticleBlock } from '../../shared/league/news-post.js';
import { htmlToText, type SanitizeContext, sanitizeArticle } from './sanitize.js';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

const classes = (el: Element) => (el.attribs.class ?? '').split(/\s+/);
const links = (el: Element) =>
  DomUtils.findAll((n) => n.name === 'a' && n.attribs.href !== undefined, el.children).map((a) => a.attribs.href!);

/** The address an embed element names: an iframe's source, an oEmbed blockquote's permalink. */
function embedUrls(el: Element): string[] {
  if (el.name === 'iframe') return el.attribs.src ? [el.attribs.src] : [];
  if (el.name !== 'blockquote') return [];
  const names = classes(el);
  if (names.includes('twitter-tweet')) return links(el).reverse();
  if (names.includes('instagram-media')) return [el.attribs['data-instgrm-permalink'] ?? '', ...links(el)];
  if (names.includes('tiktok-embed')) return [el.attribs.cite ?? ''];
  return [];
}

function embedOf(el: Element): Embed | null {
  const isBlock = el.name === 'figure' && classes(el).includes('wp-block-embed');
  const inner = isBlock ? DomUtils.findAll((n) => embedUrls(n).length > 0, el.children) : [el];
  // A block whose wrapper holds the bare address, as WordPress stores it before rendering.
  const wrapper = DomUtils.findOne((n) => classes(n).includes('wp-block-embed__wrapper'), el.children);
  const candidates =
    inner.length > 0 ? inner.flatMap(embedUrls) : isBlock && wrapper ? [DomUtils.textContent(wrapper).trim()] : [];
  const found = candidates.map(embedFromUrl).find((e) => e !== null);
  if (!found) return null;
  const caption = isBlock ? DomUtils.findOne((n) => n.name === 'figcaption', el.children) : null;
  const text = caption ? htmlToText(DomUtils.getInnerHTML(caption)) : '';
  return { ...found, caption: text || null };
}

/** Embed elements by their place in the source; an embed's own children are not searched again. */
function findEmbeds(nodes: Node[], found: { start: number; end: number; embed: Embed }[]): void {
  for (const node of nodes) {
    if (!DomUtils.isTag(node)) continue;
    const embed = embedOf(node);
    if (embed && node.startIndex !== null && node.endIndex !== null)
      found.push({ start: node.startIndex, end: node.endIndex + 1, embed });
    else findEmbeds(node.children, found);
  }
}

/**
 * Cuts the CMS HTML at each allowed embed and sanitizes what lies between: the embed becomes
 * data (provider, id, page) that the page renders as a click-to-load placeholder, and anything
 * else of it (scripts, frames of other hosts) goes with the sanitizer's rules.
 */
export function articleBlocks(raw: string, context: SanitizeContext = {}): ArticleBlock[] {
  const embeds: { start: number; end: number; embed: Embed }[] = [];
  findEmbeds(parseDocument(raw, { withStartIndices: true, withEndIndices: true }).children, embeds);
  const blocks: ArticleBlock[] = [];
  let at = 0;
  const text = (end: number) => {
    const html = sanitizeArticle(raw.slice(at, end), context).trim();
    if (html) blocks.push({ kind: 'html', html });
  };
  for (const { start, end, embed } of embeds) {
    text(start);
    blocks.push({ kind: 'embed', embed });
    at = end;
  }
  text(raw.length);
  return blocks;
}
