import type { WebContext } from '../config/contexts.js';

/**
 * The teams a visitor follows, kept in their browser as a comma-separated list of team ids
 * (docs/decisions/0087-follow-teams.md). Pure: the same rules read localStorage, the share link
 * and the server's `?teams=` input.
 */
export type FollowSet = readonly number[];

/** As many teams as one calendar feed and one `/_follow/matches` answer take. */
export const FOLLOW_MAX = 12;

const ID = /^[1-9]\d{0,8}$/;

/** The storage key: one set per league, so the Kings and Queens sites on one host keep theirs apart. */
export const followKey = (context: WebContext) => `follow:${context}`;

/**
 * A stored or shared list read leniently: anything that is not a team id is dropped, duplicates
 * once, and no more than the cap, so a damaged value never breaks a page.
 */
export function parseFollow(raw: string | null | undefined): FollowSet {
  if (typeof raw !== 'string') return [];
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ID.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, FOLLOW_MAX);
}

/**
 * A request's list read strictly: `null` for anything but one to `FOLLOW_MAX` distinct ids, so a
 * visitor's mistake is a 400 and not a quietly different answer.
 */
export function strictFollow(raw: unknown): FollowSet | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const parts = raw.split(',');
  if (parts.length > FOLLOW_MAX || !parts.every((s) => ID.test(s))) return null;
  const ids = parts.map(Number);
  return new Set(ids).size === ids.length ? ids : null;
}

export const serialiseFollow = (set: FollowSet): string => set.join(',');

/** The set with the team added (last, if there is room) or taken out. */
export function toggleFollow(set: FollowSet, id: number): FollowSet {
  if (set.includes(id)) return set.filter((x) => x !== id);
  return set.length >= FOLLOW_MAX ? set : [...set, id];
}

/** Both sets, the first's teams first, within the cap: what accepting a share link keeps. */
export const mergeFollow = (set: FollowSet, added: FollowSet): FollowSet =>
  [...new Set([...set, ...added])].slice(0, FOLLOW_MAX);

/**
 * GET `?teams={id},…&lang=` (and `&region=` on a competition's home): the followed teams' live and
 * next matches as `{ matches: RegionMatch[] }` (server/plugins/follow.ts).
 */
export const FOLLOW_MATCHES_PATH = '/_follow/matches';
