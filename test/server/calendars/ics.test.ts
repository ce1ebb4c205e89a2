import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDocument, utcStamp } from '../../../src/server/calendars/ics.js';

describe('iCalendar text (RFC 5545)', () => {
  it.each([
    ['a, b; c\\d', 'a\\, b\\; c\\\\d'],
    ['line\r\nnext\nlast', 'line\\nnext\\nlast'],
    ['plain', 'plain'],
  ])('escapes %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });

  it('folds at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'فريق '.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC times in the basic format and CRLF lines', () => {
    expect(utcStamp(Date.parse('2026-11-22T15:00:00.123Z'))).toBe('20261122T150000Z');
    expect(
      icsDocument([
        ['BEGIN', 'VCALENDAR'],
        ['END', 'VCALENDAR'],
      ]),
    ).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
