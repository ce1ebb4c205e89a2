import { LOCALES, type Lang } from '../config/locales.js';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang].tag, { ...options, timeZone });
    formats.set(key, f);
  }
  return f;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (`YYYY-MM-DD`, as en-CA writes it) of an instant in a time zone; formatters are kept, they are slow to make. */
export function dayIn(instant: string | Date, timeZone: string): string {
  let f = dayFormats.get(timeZone);
  if (!f) dayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A kick-off in the region's time zone, always explicit so server and browser print the same. */
export function kickOff(iso: string, lang: Lang, timeZone: string): string {
  return format(lang, timeZone, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The short name of the region's time zone at a given moment (CET, GMT-6…). */
export function zoneLabel(iso: string, lang: Lang, timeZone: string): string {
  return format(lang, timeZone, { timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A calendar date (`YYYY-MM-DD`, a birthday) as written in the language; it has no time zone, so none may shift it. */
export function calendarDate(ymd: string, lang: Lang): string {
  return format(lang, 'UTC', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`));
}

/** A day in the region's time zone, written out: a draft day, a deadline. */
export function longDate(iso: string, lang: Lang, timeZone: string): string {
  return format(lang, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** A day and its hour in the region's time zone, for an event that starts at a set time. */
export function longDateTime(iso: string, lang: Lang, timeZone: string): string {
  return format(lang, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The hour of an instant in the region's time zone (under a heading that gives the day). */
export function timeOfDay(iso: string, lang: Lang, timeZone: string): string {
  return format(lang, timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** When a post was published or edited, in the region's time zone: the day, and the time when asked. */
export function newsDate(iso: string, lang: Lang, timeZone: string, withTime = false): string {
  const time: Intl.DateTimeFormatOptions = withTime ? { hour: '2-digit', minute: '2-digit' } : {};
  return format(lang, timeZone, { day: 'numeric', month: withTime ? 'long' : 'short', year: 'numeric', ...time }).format(new Date(iso));
}
