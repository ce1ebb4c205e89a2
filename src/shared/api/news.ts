import { z } from 'zod';
import { id, list, nul, num, str } from './common.js';

const rendered = z.looseObject({ rendered: str });

/** A WordPress REST post (`/wp-json/wp/v2/posts`); every `rendered` field is outside HTML. */
export const wpPost = z.looseObject({
  id,
  slug: str,
  date: nul(str),
  modified: nul(str),
  link: nul(str),
  title: rendered,
  excerpt: nul(rendered),
  content: nul(rendered),
  categories: list(id),
  featured_media: nul(num),
  _embedded: z.unknown().optional(),
});

export const wpPosts = z.array(wpPost);

export type WpPost = z.infer<typeof wpPost>;
