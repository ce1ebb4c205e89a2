import { parseMeta } from './legends.js';

/** A partner a season's metaInformation names: the statistics partner, or one of the season's. */
export interface Partner {
  name: string;
  /** Only an http(s) address is linked: the value comes from outside. */
  url: string | null;
  /** What the partner does for the season ("stats"), as the league writes it. */
  role: string | null;
}

const HTTP = /^https?:\/\//i;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** One partner from JSON text, a bare name or an object with a name; null for anything else. */
function partner(value: unknown): Partner | null {
  const parsed = parseMeta(value);
  const name = text(parsed);
  if (name !== null) return { name, url: null, role: null };
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const fields = parsed as Record<string, unknown>;
  const named = text(fields.name);
  if (named === null) return null;
  const url = text(fields.url);
  return { name: named, url: url && HTTP.test(url) ? url : null, role: text(fields.role) };
}

/** `stats_partner`: who the statistics pages credit; null when the season names none. */
export function statsPartner(meta: { stats_partner?: unknown } | null | undefined): Partner | null {
  return partner(meta?.stats_partner);
}

/** `season_partners`: the season's partners in the league's order, each once; unreadable entries left out. */
export function seasonPartners(meta: { season_partners?: unknown } | null | undefined): Partner[] {
  const list = parseMeta(meta?.season_partners);
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list.flatMap((entry) => {
    const p = partner(entry);
    if (!p || seen.has(p.name)) return [];
    seen.add(p.name);
    return [p];
  });
}
