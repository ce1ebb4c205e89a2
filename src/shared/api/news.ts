import * as z from 'zod';
import { id, list, nul, num, soft, str } from './common.js';

const rendered = z.looseObject({ rendered: str });
const size = z.number().int().positive().max(10_000);

/** `_embedded`: decoration around a post; what does not fit is left out rather than failing the post. */
const term = z.looseObject({ id, name: str, taxonomy: str });
const embedded = z.looseObject({
  author: soft(z.array(z.looseObject({ name: str }).nullable().catch(null))),
  'wp:featuredmedia': soft(
    z.array(
      z
        .looseObject({
          source_url: soft(str),
          alt_text: soft(str),
          media_details: soft(z.looseObject({ width: soft(size), height: soft(size) })),
        })
        .nullable()
        .catch(null),
    ),
  ),
  'wp:term': soft(z.array(z.array(term.nullable().catch(null)).catch([]))),
});

/** A WordPress REST post (`/wp-json/wp/v2/posts`); every `rendered` field is outside HTML. */
export const wpPost = z.looseObject({
  id,
  slug: str,
  date: nul(str),
  /** UTC without an offset; `date` is the CMS's local time. */
  date_gmt: soft(str),
  modified: nul(str),
  modified_gmt: soft(str),
  link: nul(str),
  title: rendered,
  excerpt: nul(rendered),
  content: nul(rendered),
  categories: list(id),
  tags: soft(z.array(id)),
  featured_media: nul(num),
  /** Registered post meta; `external_url` is where a post of the external category lives. */
  meta: soft(z.looseObject({ external_url: soft(str) })),
  _embedded: soft(embedded),
});

export const wpPosts = z.array(wpPost);

export type WpPost = z.infer<typeof wpPost>;
