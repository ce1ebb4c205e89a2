/**
 * iCalendar text (RFC 5545): property lines with TEXT values escaped (§3.3.11), folded at 75
 * octets (§3.1) and joined with CRLF. Only what the fixture feeds need.
 */
export type IcsLine = readonly [name: string, value: string];

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * One content line folded so no line exceeds 75 octets: a continuation starts with a space, and
 * a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC date-time in the basic format: `20261122T150000Z`. */
export function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `BEGIN`/`END` blocks and properties; values are written as given, so TEXT must be escaped first. */
export function icsDocument(lines: readonly IcsLine[]): string {
  return `${lines.map(([name, value]) => foldLine(`${name}:${value}`)).join('\r\n')}\r\n`;
}
