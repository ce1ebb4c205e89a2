import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRng, hashSeed, type Rng } from '../rng.js';
import type { FaultConfig, FaultRule } from './config.js';

interface Decision {
  latency: number;
  status: number | null;
  slowBodyMs: number;
  malformed: boolean;
}

/** `*` stays inside a segment, `**` crosses them; `^…` is taken as a regular expression. */
export function pathMatcher(pattern = '**'): (path: string) => boolean {
  if (pattern.startsWith('^')) {
    const re = new RegExp(pattern);
    return (path) => re.test(path);
  }
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const re = new RegExp(`^${source}$`);
  return (path) => re.test(path);
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Each rule draws from its own seeded stream, so the n-th matching request always meets the same fate. */
function decide(
  rules: readonly { rule: FaultRule; matches: (p: string) => boolean; rng: Rng }[],
  path: string,
): Decision | null {
  let decision: Decision | null = null;
  for (const { rule, matches, rng } of rules) {
    if (!matches(path)) continue;
    const d = (decision ??= { latency: 0, status: null, slowBodyMs: 0, malformed: false });
    const latency = rule.latencyMs;
    d.latency += Array.isArray(latency)
      ? latency[0] + Math.floor(rng.next() * (latency[1] - latency[0] + 1))
      : (latency ?? 0);
    const failRate = rule.failRate ?? (rule.status !== undefined ? 1 : 0);
    if (d.status === null && failRate > 0 && rng.next() < failRate) d.status = rule.status ?? 503;
    d.slowBodyMs = Math.max(d.slowBodyMs, rule.slowBodyMs ?? 0);
    const malformed = rule.malformed === true ? 1 : rule.malformed === false ? 0 : (rule.malformed ?? 0);
    if (malformed > 0 && rng.next() < malformed) d.malformed = true;
  }
  return decision;
}

/** Drips a body out in ten pieces over `ms`, so a client sees headers first and the end late. */
function drip(body: string | Buffer, ms: number): Readable {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  const pieces = 10;
  const size = Math.ceil(buffer.length / pieces) || 1;
  async function* chunks() {
    for (let i = 0; i < buffer.length; i += size) {
      if (i > 0) await sleep(ms / pieces);
      yield buffer.subarray(i, i + size);
    }
  }
  return Readable.from(chunks());
}

/** Registers the fault hooks; `onFault` hears of every injected fault (tests and logs). */
export function registerFaults(
  app: FastifyInstance,
  config: FaultConfig,
  onFault?: (kind: string, path: string) => void,
): void {
  const seed = config.seed ?? 1;
  const rules = config.rules.map((rule, i) => ({
    rule,
    matches: pathMatcher(rule.path),
    rng: createRng(hashSeed('faults', seed, i)),
  }));
  const decisions = new WeakMap<FastifyRequest, Decision>();
  const tell = (kind: string, path: string) => onFault?.(kind, path);

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    const decision = decide(rules, path);
    if (!decision) return;
    decisions.set(request, decision);
    if (decision.latency > 0) {
      tell('latency', path);
      await sleep(decision.latency);
    }
    if (decision.status !== null) {
      tell('status', path);
      return reply
        .code(decision.status)
        .header('x-upstream-fault', 'status')
        .send({ message: `Injected fault: ${decision.status}` });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const decision = decisions.get(request);
    if (!decision || decision.status !== null || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    let body: string | Buffer = payload;
    if (decision.malformed && String(reply.getHeader('content-type') ?? '').includes('json')) {
      tell('malformed', pathOf(request));
      const text = body.toString();
      body = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
      reply.header('x-upstream-fault', 'malformed');
    }
    if (decision.slowBodyMs > 0) {
      tell('slow', pathOf(request));
      reply.removeHeader('content-length');
      return drip(body, decision.slowBodyMs);
    }
    return body;
  });
}
