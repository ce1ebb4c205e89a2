import type { Readable } from 'node:stream';

export type ReadResult =
  | { body: unknown; bytes: number }
  | { problem: 'bad JSON' | 'body too large'; outcome: 'bad-json' | 'too-large'; cause?: unknown };

/**
 * Reads a response body up to a limit and decodes it as JSON. The limit keeps one runaway
 * response from holding the process's memory; the byte count sizes the cache entry.
 */
export async function readJson(body: Readable, maxBytes: number): Promise<ReadResult> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      body.destroy();
      return { problem: 'body too large', outcome: 'too-large' };
    }
    chunks.push(buffer);
  }
  try {
    return { body: JSON.parse(Buffer.concat(chunks, bytes).toString('utf8')) as unknown, bytes };
  } catch (cause) {
    return { problem: 'bad JSON', outcome: 'bad-json', cause };
  }
}
