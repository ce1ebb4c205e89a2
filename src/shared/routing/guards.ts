import type { WebContext } from '../config/contexts.js';
import { findRegion, type Region } from '../config/regions.js';
import { isBlocked } from './checks.js';
import type { RouteMatch } from './match.js';
import type { ValidationName } from './routes.js';
import { W } from './words.js';

export type GuardOutcome =
  | { kind: 'ok'; region: Region | null }
  /** The page's own validation failed: fatal 404 'Page Not Found: {path}'. */
  | { kind: 'invalid' }
  /** The region slug is not one of the context's: 404. */
  | { kind: 'unknown-region' }
  /** A named check blocks the page here: the region-specific not-found page. */
  | { kind: 'blocked'; region: Region | null };

/** Letters of any script and case, digits, hyphens: the loader redirects other spellings to the post's own (docs/decisions/0024). */
const POST_SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,199}$/u;

const VALIDATIONS: Record<ValidationName, (m: RouteMatch, context: WebContext) => boolean> = {
  /** News exist only in the region's language, under that language's news word. */
  news: (m, context) => {
    const region = findRegion(context, m.params.region);
    if (m.params.news !== W.news[m.lang] || region?.newsLang !== m.lang) return false;
    return m.params.post === undefined || POST_SLUG.test(m.params.post);
  },
};

/** docs/spec.md §4: page validation, then the region check, then the page's named checks. */
export function runGuards(m: RouteMatch, context: WebContext): GuardOutcome {
  if (m.malformed || (m.def.validate && !VALIDATIONS[m.def.validate](m, context))) return { kind: 'invalid' };
  let region: Region | null = null;
  if (m.def.params.includes('region')) {
    region = findRegion(context, m.params.region) ?? null;
    if (!region) return { kind: 'unknown-region' };
  }
  if (isBlocked(m.def, context, region?.slug ?? null)) return { kind: 'blocked', region };
  return { kind: 'ok', region };
}
