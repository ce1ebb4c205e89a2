import { regionsFor } from '../../shared/config/regions.js';
import type { RawPost, RawTeam } from '../data/types.js';
import { NEWS_TERMS } from '../generate/news-terms.js';
import type { NewsLang } from '../generate/news-text.js';

interface Source {
  lang: NewsLang;
  /** Category id → its role's name and slug in the source's language. */
  categories: Map<number, { name: string; slug: string }>;
}

/** Every news source of both contexts by its key (`cms/kings-espana` → kings-espana). */
export const SOURCES: ReadonlyMap<string, Source> = new Map(
  (['kings', 'queens'] as const).flatMap((c) =>
    regionsFor(c)
      .filter((r) => r.newsLang !== null)
      .map((r) => {
        const lang = r.newsLang as NewsLang;
        const names = NEWS_TERMS[lang].categories;
        const categories = new Map(
          (['general', 'featured', 'external'] as const).map((role) => [
            r.cmsCategories[role],
            { name: names[role], slug: role },
          ]),
        );
        return [r.cmsKey.split('/').pop()!, { lang, categories }] as const;
      }),
  ),
);

/** WordPress dates: the site's local time (UTC here) with no offset, and the same in GMT. */
const wpDate = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/**
 * WordPress reads a requested slug as it stores slugs (sanitize_title): lowercase, non-ASCII
 * percent-encoded, so `Café`, `café` and `caf%C3%A9` find the same post.
 */
export function storedSlug(requested: string): string {
  let text = requested;
  try {
    text = decodeURIComponent(requested);
  } catch {
    // Not percent-encoded text: taken as it is.
  }
  return encodeURIComponent(text.normalize('NFC').toLowerCase()).toLowerCase();
}

/** A post as `/wp-json/wp/v2/posts` gives it; `_embed` adds author, featured image and terms. */
export function postOut(
  post: RawPost,
  ms: number,
  origin: string,
  teams: ReadonlyMap<number, RawTeam>,
  embed: boolean,
) {
  const source = SOURCES.get(post.cms)!;
  const modified = wpDate(ms + post.edited * 60_000);
  const author = NEWS_TERMS[source.lang].authors[post.author - 1] ?? NEWS_TERMS[source.lang].authors[0]!;
  const categories = post.categories.map((id) => ({ id, taxonomy: 'category', ...source.categories.get(id)! }));
  const tags = post.tags.flatMap((id) => {
    const team = teams.get(id);
    return team
      ? [{ id, taxonomy: 'post_tag', name: team.name, slug: team.name.toLowerCase().replace(/[^a-z0-9]+/g, '-') }]
      : [];
  });
  return {
    id: post.id,
    date: wpDate(ms),
    date_gmt: wpDate(ms),
    modified,
    modified_gmt: modified,
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: `${origin}/cms/${post.cms}/${post.slug}/`,
    title: { rendered: post.title },
    excerpt: { rendered: post.excerpt, protected: false },
    // WordPress writes its own uploads with absolute addresses.
    content: { rendered: post.content.replaceAll('src="/media/', `src="${origin}/media/`), protected: false },
    author: post.author,
    featured_media: post.id,
    categories: post.categories,
    tags: post.tags,
    meta: { external_url: post.externalUrl ?? '' },
    ...(embed
      ? {
          _embedded: {
            author: [{ id: post.author, name: author, slug: `author-${post.author}` }],
            'wp:featuredmedia': [
              {
                id: post.id,
                source_url: `${origin}/media/news/${post.id}.svg`,
                alt_text: post.title,
                media_type: 'image',
                mime_type: 'image/svg+xml',
                media_details: { width: 1200, height: 675 },
              },
            ],
            'wp:term': [categories, tags],
          },
        }
      : {}),
  };
}
