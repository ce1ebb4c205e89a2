import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats of the client build; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.map']);
/** Below this the response headers outweigh what compression saves. */
const MIN_BYTES = 1024;
/**
 * Brotli's top quality takes about fifty times longer than this one for a few per cent less:
 * worth it for what browsers fetch, not for source maps or a development build.
 */
const QUICK_QUALITY = 5;

export interface Precompressed {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Writes `.br` and `.gz` beside each compressible file of `dir`: done once per build, so the
 * server sends compressed bytes without compressing per request.
 */
export function precompress(dir: string, { quick = false } = {}): Precompressed {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const quality = quick || extname(entry.name) === '.map' ? QUICK_QUALITY : constants.BROTLI_MAX_QUALITY;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    // A sibling that is not smaller would only cost a disk read; the plain file is served instead.
    if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
    totals.files++;
    totals.bytes += body.length;
    totals.brotliBytes += Math.min(brotli.length, body.length);
  }
  return totals;
}
