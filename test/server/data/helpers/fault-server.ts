import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer. Without `status` it is a 200 with `json` (or `body`) as the body. */
export interface Step {
  status?: number;
  json?: unknown;
  /** Raw body text, e.g. malformed JSON. */
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Never answer; the socket stays open until the client gives up or the server closes. */
  hang?: boolean;
  /** Close the connection without an answer. */
  reset?: boolean;
}

type Script = Step[] | ((request: IncomingMessage, n: number) => Step);

/**
 * A real HTTP server on 127.0.0.1 for upstream behaviour: it counts requests per path and
 * answers each path from a script, one step per request; the last step then repeats.
 * Unscripted paths answer 404 with a JSON message, as the league API does.
 */
export class FaultServer {
  private readonly server: Server;
  private readonly scripts = new Map<string, Script>();
  private readonly counts = new Map<string, number>();
  private readonly answers = new Map<string, number>();
  readonly requests: { method: string; url: string }[] = [];
  /** TCP connections accepted: keep-alive shows as fewer connections than requests. */
  connections = 0;
  url = '';

  constructor() {
    this.server = createServer((req, res) => void this.answer(req, res));
    this.server.keepAliveTimeout = 30_000;
    this.server.on('connection', () => this.connections++);
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Answers `path` (without query) from `script`. */
  on(path: string, script: Script): this {
    this.scripts.set(path, script);
    return this;
  }

  count(path: string): number {
    return this.counts.get(path) ?? 0;
  }

  /** Responses sent in full on `path`: a client that gave up early saw none. */
  answered(path: string): number {
    return this.answers.get(path) ?? 0;
  }

  reset(): void {
    this.scripts.clear();
    this.counts.clear();
    this.answers.clear();
    this.requests.length = 0;
    this.connections = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const n = (this.counts.get(path) ?? 0) + 1;
    this.counts.set(path, n);
    this.requests.push({ method: req.method ?? 'GET', url: req.url ?? '/' });
    const script = this.scripts.get(path);
    const step: Step =
      typeof script === 'function'
        ? script(req, n)
        : (script?.[Math.min(n, script.length) - 1] ?? { status: 404, json: { message: 'Not found' } });
    if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
    if (step.hang) return;
    if (step.reset) {
      req.socket.destroy();
      return;
    }
    const body = step.body ?? JSON.stringify(step.json ?? null);
    res.writeHead(step.status ?? 200, { 'content-type': 'application/json', ...step.headers });
    res.end(body, () => this.answers.set(path, this.answered(path) + 1));
  }
}

export async function startFaultServer(): Promise<FaultServer> {
  return new FaultServer().start();
}
