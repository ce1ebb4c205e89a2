import type { DraftApplication } from '../api/index.js';
import type { Gender } from '../config/contexts.js';
import { type Lang, LOCALES } from '../config/locales.js';
import { lastMade } from '../memo.js';

export const REQUIREMENTS = ['amateur', 'availability', 'video', 'fitness'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];
export type CallStatus = 'upcoming' | 'open' | 'closed';
export type KeyDate = 'opens' | 'closes' | 'tryouts' | 'draft';

export interface ApplicationView {
  status: CallStatus;
  gender: Gender | null;
  minimumAge: number | null;
  maximumAge: number | null;
  /** Where applicants must live, named in the page's language. */
  residence: string[];
  /** The requirements the site can word; others are left out rather than shown as codes. */
  requirements: Requirement[];
  /** Oldest first, each marked when it is past. */
  dates: { key: KeyDate; date: string; past: boolean }[];
}

const ISO_REGION = /^[A-Z]{2}$/;

const displayNames = new Map<Lang, Intl.DisplayNames>();

/** Country names in a language (Intl, one namer per language); a code Intl does not know stays a code. */
export function countryNames(codes: readonly string[], lang: Lang): string[] {
  let names = displayNames.get(lang);
  if (!names)
    displayNames.set(lang, (names = new Intl.DisplayNames([LOCALES[lang].tag], { type: 'region', fallback: 'code' })));
  return codes.filter((c) => ISO_REGION.test(c)).map((c) => names.of(c) ?? c);
}

const keptViews = /* @__PURE__ */ lastMade<DraftApplication, ApplicationView>();

/**
 * The open call as the join-the-draft page shows it, at the request's time: one view per cached
 * call, language and which of its dates have passed (shared: not to be changed).
 */
export function applicationView(call: DraftApplication, now: Date, lang: Lang): ApplicationView {
  const passed = [call.opens, call.closes, call.tryouts, call.draftDate].map((date) =>
    date ? Date.parse(date) <= now.getTime() : false,
  );
  return keptViews(call, lang, passed, () => made(call, now, lang));
}

function made(call: DraftApplication, now: Date, lang: Lang): ApplicationView {
  const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);
  const [opens, closes] = [time(call.opens), time(call.closes)];
  const status: CallStatus =
    now.getTime() < opens ? 'upcoming' : now.getTime() < closes || Number.isNaN(closes) ? 'open' : 'closed';
  const dates = (
    [
      ['opens', call.opens],
      ['closes', call.closes],
      ['tryouts', call.tryouts],
      ['draft', call.draftDate],
    ] as const
  )
    .filter((d): d is readonly [KeyDate, string] => d[1] !== null && !Number.isNaN(Date.parse(d[1])))
    .map(([key, date]) => ({ key, date, past: Date.parse(date) <= now.getTime() }))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return {
    status,
    gender: call.gender,
    minimumAge: call.minimumAge,
    maximumAge: call.maximumAge,
    residence: countryNames(call.residence, lang),
    requirements: REQUIREMENTS.filter((r) => call.requirements.includes(r)),
    dates,
  };
}
