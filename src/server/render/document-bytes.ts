import { randomBytes } from 'node:crypto';

/**
 * A kept part's place in React's output (docs/decisions/0013-kept-page-parts.md): an HTML
 * comment React writes as is, naming the part by its index. The token is drawn per process, so
 * no page content can spell a mark: React escapes every `<` of text and attributes.
 */
const MARK = `<!--kept ${randomBytes(8).toString('hex')} `;
const MARK_END = '-->';

export const markOf = (index: number): string => `${MARK}${index}${MARK_END}`;

/**
 * Room for the largest document yet at three bytes a character: encoding needs no count first.
 * Written with `Buffer#write`, which gives the same bytes: on Node 20, once optimized,
 * `TextEncoder#encodeInto` into a large buffer could take ten times as long (docs/performance-log.md,
 * 2026-11-26 19:00 on).
 */
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

/**
 * HTML as bytes in memory of their own, not a slice of the shared pool (a page or a part may be
 * kept long), each kept part's bytes in place of its mark: a part kept as bytes is copied, not
 * encoded again on every page that shows it (a long list is most of its page). Encoded once into
 * the scratch space and copied out at its size; measuring it first would read the whole string
 * twice.
 */
export function htmlBytes(html: string, parts: readonly Uint8Array[] = []): Buffer {
  let size = html.length * 3;
  for (const part of parts) size += part.length;
  const out = room(size);
  let at = 0;
  let from = 0;
  for (let mark = parts.length ? html.indexOf(MARK) : -1; mark !== -1; mark = html.indexOf(MARK, from)) {
    const end = html.indexOf(MARK_END, mark);
    const part = parts[Number(html.slice(mark + MARK.length, end))];
    if (!part) break;
    at += out.write(html.slice(from, mark), at);
    out.set(part, at);
    at += part.length;
    from = end + MARK_END.length;
  }
  at += out.write(from ? html.slice(from) : html, at);
  const bytes = Buffer.allocUnsafeSlow(at);
  bytes.set(out.subarray(0, at));
  return bytes;
}

function room(size: number): Buffer {
  if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(size);
  return scratch;
}
