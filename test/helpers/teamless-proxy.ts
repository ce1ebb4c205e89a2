import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The contract guarantees a match's team ids only (docs/upstream.md): drop every team object beside them. */
function dropTeams(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTeams);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const ids = 'homeTeamId' in record && 'awayTeamId' in record;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !(ids && (key === 'homeTeam' || key === 'awayTeam')))
      .map(([key, v]) => [key, dropTeams(v)]),
  );
}

export interface TeamlessProxy {
  origin: string;
  /** Requests seen per path (without query). */
  count(path: string): number;
  paths(): string[];
  close(): Promise<void>;
}

/**
 * A loopback league API in front of `upstream` that answers as the contract allows: every match
 * summary and match detail without its team objects, everything else as it came.
 */
export async function teamlessProxy(upstream: string): Promise<TeamlessProxy> {
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    void (async () => {
      const answer = await fetch(upstream + (req.url ?? '/'));
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      const body = type.includes('json')
        ? JSON.stringify(dropTeams(await answer.json()))
        : Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, { 'content-type': type }).end(body);
    })().catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (path) => counts.get(path) ?? 0,
    paths: () => [...counts.keys()],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
