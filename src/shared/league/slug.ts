import { remembered } from '../memo.js';

/** Team names are few and every page links many: each name is turned into its slug once. */
const slugs = /* @__PURE__ */ remembered<string>(4096);

/**
 * docs/spec.md §5 team slug, used in team page paths. The order matters: accents are split off before
 * the symbol filter so 'ó' keeps its 'o', and '&' becomes a word before symbols are dropped.
 */
export function teamSlug(name: string): string {
  return slugs(name, () => slugOf(name));
}

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
