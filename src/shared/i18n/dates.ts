import { type Lang, LOCALES } from '../config/locales.js';
import { remembered } from '../memo.js';

/** The ways the site writes an instant; a formatter per language, time zone and way is kept, they are slow to make. */
const WAYS = {
  kickOff: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  zone: { timeZoneName: 'short' },
  calendar: { day: 'numeric', month: 'long', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  longTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  newsDay: { day: 'numeric', month: 'short', year: 'numeric' },
  newsTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Way = keyof typeof WAYS;

const formats = new Map<string, Intl.DateTimeFormat>();
/** A formatter made once for its key and kept: they are slow to make. */
function keptFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formats.get(key);
  if (!f) formats.set(key, (f = make()));
  return f;
}

/**
 * What was written, by way, language, time zone and instant: pages write the same kick-offs over
 * and over, and each formatting goes through ICU.
 */
const written = /* @__PURE__ */ remembered<string>(16_384);

function formatter(way: Way, lang: Lang, timeZone: string): Intl.DateTimeFormat {
  return keptFormat(
    `${way}|${lang}|${timeZone}`,
    () => new Intl.DateTimeFormat(LOCALES[lang].tag, { ...WAYS[way], timeZone }),
  );
}

/**
 * Makes the formatters of every match card (kick-off and zone) and match page description (day
 * and time) ahead: the first one per language costs milliseconds, which a visitor's first page
 * would otherwise pay. One language a turn of the event loop, each once `beforeEach` resolves (the
 * server passes "once no page is being served"), so that pages arriving meanwhile are answered
 * first; a page that comes first makes the formatters it needs itself.
 */
export async function prepareMatchFormats(
  langs: readonly Lang[],
  timeZones: readonly string[],
  beforeEach: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const zones = [...new Set(timeZones)];
  for (const lang of langs) {
    await new Promise((resolve) => setImmediate(resolve));
    await beforeEach();
    for (const timeZone of zones)
      for (const way of ['kickOff', 'zone', 'longTime'] as const) formatter(way, lang, timeZone);
  }
}

/**
 * A page's formatters for its language and time zone, made two turns of the event loop after its
 * loader starts (the league API's client writes its requests on the first): while the page waits
 * for the answers rather than after them. The first format a process makes readies ICU, 12 ms that
 * a new replica's first page would otherwise add to its own work (docs/decisions/0107). Nothing
 * once they are kept; server only.
 */
export function prepareWhileWaiting(lang: Lang, timeZone: string): void {
  if (formats.has(`kickOff|${lang}|${timeZone}`)) return;
  void prepareMatchFormats([lang], [timeZone], () => new Promise((resolve) => setImmediate(resolve)));
}

function write(
  way: Way,
  lang: Lang,
  timeZone: string,
  instant: string,
  text: (f: Intl.DateTimeFormat, date: Date) => string,
): string {
  return written(`${way}|${lang}|${timeZone}|${instant}`, () =>
    text(formatter(way, lang, timeZone), new Date(instant)),
  );
}

const plain = (f: Intl.DateTimeFormat, date: Date) => f.format(date);

const days = /* @__PURE__ */ remembered<string>(4_096);
const MINUTE_MS = 60_000;

/**
 * The calendar day (`YYYY-MM-DD`, as en-CA writes it) of an instant in a time zone; formatters are
 * kept, they are slow to make. A day starts on a whole minute in every zone, so the day is kept
 * per zone and minute: pages reading it for "now" share it.
 */
export function dayIn(instant: string | Date, timeZone: string): string {
  const f = keptFormat(
    `day|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const minute = Math.floor(date.getTime() / MINUTE_MS);
  // An invalid date is formatted as given, and refused there.
  return Number.isNaN(minute)
    ? f.format(date)
    : days(`${timeZone}|${minute}`, () => f.format(new Date(minute * MINUTE_MS)));
}

/** A kick-off in the region's time zone, always explicit so server and browser print the same. */
export function kickOff(iso: string, lang: Lang, timeZone: string): string {
  return write('kickOff', lang, timeZone, iso, plain);
}

const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A zone's offset from UTC in minutes at a whole-minute instant, read from its wall clock there. */
function offsetAt(timeZone: string, time: number): number {
  const f = keptFormat(
    `offset|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
        timeZone,
      }),
  );
  const [month = 0, day = 0, year = 0, hour = 0, minute = 0] = (f.format(time).match(/\d+/g) ?? []).map(Number);
  return (Date.UTC(year, month - 1, day, hour, minute) - time) / 60_000;
}

/** Whether a zone has one offset through a UTC day (it is the same at both ends: a zone changes it at most once a day). */
const steadyDays = /* @__PURE__ */ remembered<boolean>(4_096);
const isSteadyDay = (timeZone: string, day: number) =>
  steadyDays(`${timeZone}|${day}`, () => offsetAt(timeZone, day) === offsetAt(timeZone, day + DAY_MS));

const floorTo = (time: number, step: number) => time - (((time % step) + step) % step);

/**
 * The short name of the region's time zone at a given moment (CET, GMT-6…). It changes only with
 * the zone's offset: the name is read (and kept) once for a UTC day through which the zone keeps
 * one offset, and for the quarter hour the moment is in on a day it changes (zones change their
 * offset on a quarter hour). Pages of every match of a day share it.
 */
export function zoneLabel(iso: string, lang: Lang, timeZone: string): string {
  const time = Date.parse(iso);
  let from = iso;
  if (!Number.isNaN(time)) {
    const day = floorTo(time, DAY_MS);
    from = new Date(isSteadyDay(timeZone, day) ? day : floorTo(time, QUARTER_HOUR_MS)).toISOString();
  }
  return write(
    'zone',
    lang,
    timeZone,
    from,
    (f, date) => f.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? timeZone,
  );
}

/** A calendar date (`YYYY-MM-DD`, a birthday) as written in the language; it has no time zone, so none may shift it. */
export function calendarDate(ymd: string, lang: Lang): string {
  return write('calendar', lang, 'UTC', `${ymd.slice(0, 10)}T00:00:00Z`, plain);
}

/** A day in the region's time zone, written out: a draft day, a deadline. */
export function longDate(iso: string, lang: Lang, timeZone: string): string {
  return write('long', lang, timeZone, iso, plain);
}

/** A day and its hour in the region's time zone, for an event that starts at a set time. */
export function longDateTime(iso: string, lang: Lang, timeZone: string): string {
  return write('longTime', lang, timeZone, iso, plain);
}

/** The hour of an instant in the region's time zone (under a heading that gives the day). */
export function timeOfDay(iso: string, lang: Lang, timeZone: string): string {
  return write('time', lang, timeZone, iso, plain);
}

/** When a post was published or edited, in the region's time zone: the day, and the time when asked. */
export function newsDate(iso: string, lang: Lang, timeZone: string, withTime = false): string {
  return write(withTime ? 'newsTime' : 'newsDay', lang, timeZone, iso, plain);
}
