import { describe, expect, it } from 'vitest';
import { LANGS, type Lang, LOCALES } from '../../../src/shared/config/locales.js';
import { dayIn, prepareMatchFormats, prepareWhileWaiting, zoneLabel } from '../../../src/shared/i18n/dates.js';
import { heldGate } from '../../helpers/held-gate.js';

describe('the calendar day of an instant in a time zone', () => {
  it.each([
    ['2026-09-30T21:59:59.999Z', 'Europe/Madrid', '2026-09-30'],
    ['2026-09-30T22:00:00.000Z', 'Europe/Madrid', '2026-10-01'],
    ['2026-09-30T22:00:59.999Z', 'Europe/Madrid', '2026-10-01'],
    ['2026-10-01T05:59:59.000Z', 'America/Mexico_City', '2026-09-30'],
    ['2026-10-01T06:00:00.000Z', 'America/Mexico_City', '2026-10-01'],
    // A zone three quarters of an hour off the hour turns the day on its own minute.
    ['2026-09-30T18:14:59.999Z', 'Asia/Kathmandu', '2026-09-30'],
    ['2026-09-30T18:15:00.000Z', 'Asia/Kathmandu', '2026-10-01'],
    ['2026-03-29T00:59:00.000Z', 'Europe/Madrid', '2026-03-29'],
  ])('%s in %s is %s', (iso, zone, day) => {
    expect(dayIn(iso, zone)).toBe(day);
    expect(dayIn(new Date(iso), zone)).toBe(day);
  });

  it('gives each zone its own day for the same minute', () => {
    expect([dayIn('2026-09-30T23:30:00Z', 'UTC'), dayIn('2026-09-30T23:30:00Z', 'Europe/Madrid')]).toEqual([
      '2026-09-30',
      '2026-10-01',
    ]);
  });

  it('refuses an instant that is no date', () => {
    expect(() => dayIn('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe("a time zone's short name at an instant", () => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  const direct = (time: number, lang: Lang, timeZone: string) => {
    const key = `${lang} ${timeZone}`;
    if (!formats.has(key))
      formats.set(key, new Intl.DateTimeFormat(LOCALES[lang].tag, { timeZoneName: 'short', timeZone }));
    return formats
      .get(key)!
      .formatToParts(time)
      .find((p) => p.type === 'timeZoneName')!.value;
  };

  it.each([
    // Madrid moves to summer time at 01:00 UTC on the last Sunday of March and back in October.
    ['2026-03-29T00:59:00.000Z', 'Europe/Madrid', 'CET'],
    ['2026-03-29T01:00:00.000Z', 'Europe/Madrid', 'CEST'],
    ['2026-03-29T23:59:00.000Z', 'Europe/Madrid', 'CEST'],
    ['2026-10-25T00:59:00.000Z', 'Europe/Madrid', 'CEST'],
    ['2026-10-25T01:00:00.000Z', 'Europe/Madrid', 'CET'],
    ['2026-07-01T12:00:00.000Z', 'America/Mexico_City', 'GMT-6'],
    // Lord Howe moves by half an hour.
    ['2026-04-04T14:59:00.000Z', 'Australia/Lord_Howe', 'GMT+11'],
    ['2026-04-04T15:00:00.000Z', 'Australia/Lord_Howe', 'GMT+10:30'],
  ])('%s in %s is %s in English', (iso, zone, name) => {
    expect(zoneLabel(iso, 'en', zone)).toBe(name);
  });

  it('is what Intl names at every sampled instant of a year, in every language, around each change of offset', () => {
    const zones = [
      'Europe/Madrid',
      'America/Mexico_City',
      'America/Sao_Paulo',
      'Africa/Casablanca',
      'Asia/Riyadh',
      'Australia/Lord_Howe',
      'America/New_York',
    ];
    const start = Date.UTC(2026, 0, 1);
    const wrong: string[] = [];
    // Every 5 h 17 min through 2026 meets each zone's days of change at many times of day.
    for (let time = start; time < start + 366 * 86_400_000; time += (5 * 60 + 17) * 60_000) {
      for (const zone of zones)
        for (const lang of LANGS) {
          const iso = new Date(time).toISOString();
          if (zoneLabel(iso, lang, zone) !== direct(time, lang, zone)) wrong.push(`${iso} ${zone} ${lang}`);
        }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an instant that is no date', () => {
    expect(() => zoneLabel('not a date', 'en', 'UTC')).toThrow(RangeError);
  });
});

describe('prepareMatchFormats', () => {
  /** Made after the site listens: a request that arrives meanwhile is answered between two languages. */
  it('makes one language a turn of the event loop, letting other work in between', async () => {
    const turns: string[] = [];
    const prepared = prepareMatchFormats(['en', 'ar', 'de'], ['Europe/Madrid', 'America/Mexico_City']).then(() =>
      turns.push('prepared'),
    );
    setImmediate(() => turns.push('request'));
    await prepared;
    expect(turns).toEqual(['request', 'prepared']);
  });

  it('makes no language before `beforeEach` resolves (on the site: once no page is in flight)', async () => {
    const gate = heldGate();
    let done = false;
    const prepared = prepareMatchFormats(['en', 'ar'], ['Europe/Madrid'], gate.before).then(() => {
      done = true;
    });
    await gate.asked;
    await new Promise((resolve) => setImmediate(resolve));
    expect([gate.calls(), done]).toEqual([1, false]);
    gate.open();
    await prepared;
    expect(gate.calls()).toBe(2);
  });
});

describe('prepareWhileWaiting', () => {
  /** Formats made while each is; a zone no other test uses, since formatters are kept. */
  async function madeAround(work: () => void): Promise<string[]> {
    const events: string[] = [];
    const Real = Intl.DateTimeFormat;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        events.push(`format ${args[1]?.timeZone}`);
        super(...args);
      }
    } as typeof Real;
    try {
      work();
      // The league API's client writes its request on the next turn of the event loop.
      setImmediate(() => events.push('request written'));
      for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      Intl.DateTimeFormat = Real;
    }
    return events;
  }

  /** docs/decisions/0107: the first format of a process readies ICU, while the page waits. */
  it("makes a page's formats after its league request is on its way, once per language and zone", async () => {
    const first = await madeAround(() => prepareWhileWaiting('it', 'Pacific/Chatham'));
    expect(first[0]).toBe('request written');
    expect(first.slice(1)).toEqual(Array(3).fill('format Pacific/Chatham'));
    expect(await madeAround(() => prepareWhileWaiting('it', 'Pacific/Chatham'))).toEqual(['request written']);
  });
});
