import pino from 'pino';

/** A quiet site's lines still reach the log within this time. */
const FLUSH_MS = 1000;

/**
 * Where the site's log lines go (stdout by default): gathered into writes of about 4 KB rather
 * than one system call per line, which cost more than a cached page's whole answer; flushed every
 * second and, by pino, at exit.
 */
export function logStream(dest: number | string = 1): pino.DestinationStream {
  const stream = pino.destination({ dest, minLength: 4096, sync: false });
  const timer = setInterval(() => stream.flush(), FLUSH_MS).unref();
  stream.on('close', () => clearInterval(timer));
  return stream;
}
