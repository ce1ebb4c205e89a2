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
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** Whether an If-None-Match header names this tag (a list, or `*`; weak tags compare too). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** A strong validator: the same bytes, the same tag, in every instance. */
export function etagOf(body: Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
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
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/** The best encoding a client accepts (brotli, then gzip), honouring `;q=0`. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const text = String(header ?? '');
  return preferred(text, () => readPreferred(text));
}

/**
 * The bytes for a client's Accept-Encoding (null when the body goes out as it is): at once when
 * made before, else a promise of them, compressed on the thread pool the first time an encoding
 * is asked for.
 */
export function encodedFor(item: Encodable, acceptEncoding: string | string[] | undefined): Encoded | null | Promise<Encoded> {
  const encoding = item.body.length < MIN_BYTES ? null : preferredEncoding(acceptEncoding);
  if (!encoding) return null;
  const made = item.encoded[encoding];
  if (made && !(made instanceof Promise)) return { encoding, bytes: made };
  const making = made ?? COMPRESS[encoding](item.body).then((bytes) => (item.encoded[encoding] = bytes));
  item.encoded[encoding] ??= making;
  return making.then((bytes) => ({ encoding, bytes }));
}
