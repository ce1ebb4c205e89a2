import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { remembered } from '../../shared/memo.js';

export type Encoding = 'br' | 'gzip';

/** Bytes to send in several encodings, each made once, on first demand, and kept beside them. */
export interface Encodable {
  body: Buffer;
  etag: string;
  /** Each encoding, made once on first demand: its bytes, or their promise while it is being made (shared by concurrent requests). */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

export interface Encoded {
  encoding: Encoding;
  bytes: Buffer;
}

/** Smaller bodies gain nothing worth a compression. */
const MIN_BYTES = 1024;

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // A mid quality: most of brotli's gain for a fraction of its top level's time.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** A tag without its weakness or its encoding: what names the content. */
const contentTag = (tag: string) => tag.replace(/^W\//, '').replace(/:(?:br|gzip)"$/, '"');

/**
 * Whether an If-None-Match header names this content (a list, or `*`): the comparison is weak
 * (RFC 9110 §13.1.2), so a tag of the same bytes in another encoding names it too.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = contentTag(etag);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || contentTag(t) === wanted;
  });
}

/** A strong validator: the same bytes, the same tag, in every instance. */
export function etagOf(body: Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/**
 * The tag of the bytes as sent: each content coding is a representation of its own, with a
 * strong tag of its own (RFC 9110 §8.8.3). `:` is not in the hash's alphabet.
 */
export function etagIn(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}:${encoding}"` : etag;
}

export function encodable(body: Buffer): Encodable {
  return { body, etag: etagOf(body), encoded: {} };
}

/** Distinct Accept-Encoding headers are few (one per browser family): each is read once. */
const preferred = remembered<Encoding | null>(256);

function readPreferred(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** The encoding a client weights highest (brotli on a tie), honouring `;q=0`. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const text = String(header ?? '');
  return preferred(text, () => readPreferred(text));
}

/**
 * The bytes for a client's Accept-Encoding (null when the body goes out as it is): at once when
 * made before, else a promise of them, compressed on the thread pool the first time an encoding
 * is asked for.
 */
export function encodedFor(
  item: Encodable,
  acceptEncoding: string | string[] | undefined,
): Encoded | null | Promise<Encoded> {
  const encoding = encodingFor(item, acceptEncoding);
  return encoding ? encodedAs(item, encoding) : null;
}

/** The encoding bytes go out in for a client's Accept-Encoding: none for a body too small to gain. */
export function encodingFor(item: Encodable, acceptEncoding: string | string[] | undefined): Encoding | null {
  return item.body.length < MIN_BYTES ? null : preferredEncoding(acceptEncoding);
}

/** The bytes in an encoding: at once when made before, else a promise of them (shared while they are made). */
export function encodedAs(item: Encodable, encoding: Encoding): Encoded | Promise<Encoded> {
  const made = item.encoded[encoding];
  if (made && !(made instanceof Promise)) return { encoding, bytes: made };
  const making = made ?? COMPRESS[encoding](item.body).then((bytes) => (item.encoded[encoding] = bytes));
  item.encoded[encoding] ??= making;
  return making.then((bytes) => ({ encoding, bytes }));
}
