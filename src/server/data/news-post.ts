import type { WpPost } from '../../shared/api/index.js';
import type { Region } from '../../shared/config/regions.js';
import type { NewsArticle, NewsImage, NewsSummary } from '../../shared/league/news-post.js';
import { articleBlocks } from './article-body.js';
import { htmlToText, imageSrc, type SanitizeContext } from './sanitize.js';

/** WordPress slugs are stored percent-encoded; the site's address carries the text itself. */
export function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug).normalize('NFC');
  } catch {
    return slug;
  }
}

/** `date_gmt` is UTC without an offset; without it, `date` is read the same way. */
function utc(gmt: string | null, local: string | null): string | null {
  const text = gmt ?? local;
  if (!text) return null;
  const ms = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text}Z`);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

function featuredImage(post: WpPost, context: SanitizeContext): NewsImage | null {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const url = imageSrc(media?.source_url ?? undefined, context);
  if (!media || !url) return null;
  const [width, height] = [media.media_details?.width ?? null, media.media_details?.height ?? null];
  return {
    url,
    alt: htmlToText(media.alt_text ?? ''),
    ...(width && height ? { width, height } : { width: null, height: null }),
  };
}

export function newsSummary(post: WpPost, region: Region, context: SanitizeContext): NewsSummary {
  const external = post.meta?.external_url;
  return {
    id: post.id,
    slug: decodeSlug(post.slug),
    date: utc(post.date_gmt, post.date),
    modified: utc(post.modified_gmt, post.modified),
    categories: post.categories,
    title: htmlToText(post.title.rendered),
    excerpt: htmlToText(post.excerpt?.rendered ?? ''),
    image: featuredImage(post, context),
    externalUrl:
      post.categories.includes(region.cmsCategories.external) && external && /^https:\/\/[^\s"'<>]+$/i.test(external)
        ? external
        : null,
  };
}

export function newsArticle(post: WpPost, region: Region, context: SanitizeContext): NewsArticle {
  const terms = (post._embedded?.['wp:term'] ?? []).flat().filter((t) => t !== null);
  const names = (taxonomy: string) =>
    terms
      .filter((t) => t.taxonomy === taxonomy)
      .map((t) => ({ id: t.id, name: htmlToText(t.name) }))
      .filter((t) => t.name);
  const author = htmlToText(post._embedded?.author?.[0]?.name ?? '');
  return {
    ...newsSummary(post, region, context),
    author: author || null,
    categoryNames: names('category').map((c) => c.name),
    tags: names('post_tag'),
    body: articleBlocks(post.content?.rendered ?? '', context),
  };
}
