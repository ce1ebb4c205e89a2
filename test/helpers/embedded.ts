import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../src/server/app.js';
import type { RawPost } from '../../src/upstream/data/types.js';
import { type EmbeddedUpstream, startEmbeddedUpstream } from '../../src/upstream/embedded.js';
import { createLeague } from '../../src/upstream/league/league.js';
import { NOW, testApp } from './app.js';

/** The dataset's anchor in tests: the day of NOW, so the same matches are played, live and ahead. */
export const ANCHOR = NOW.toISOString().slice(0, 10);

/** The embedded CMS's posts: the ones the league anchored to NOW writes. */
export function embeddedPosts(): readonly RawPost[] {
  return createLeague({ anchor: ANCHOR }).news().posts;
}

/** The embedded league API on loopback, anchored to NOW, on a clock tests may move. */
export async function embeddedUpstream(clock: () => Date = () => NOW): Promise<EmbeddedUpstream> {
  return startEmbeddedUpstream({ anchor: ANCHOR, clock, faults: null, env: {} });
}

/** A season's turns with their matches' statuses and kick-offs, as the league API at `origin` gives them. */
export type CenterTurn = { id: number; matches: { id: number; status: string; date: string }[] };
export async function centerTurns(origin: string, season: number): Promise<CenterTurn[]> {
  return (await fetch(`${origin}/api/v1/competition/seasons/${season}/match-center-data`)).json() as Promise<
    CenterTurn[]
  >;
}

/** A minute after the last kick-off of the season's next matchday: its earlier matches are over, the last one is on. */
export async function inNextMatchday(origin: string, season: number): Promise<Date> {
  const next = (await centerTurns(origin, season)).find((t) => t.matches.some((m) => m.status === 'notStarted'))!;
  return new Date(Math.max(...next.matches.map((m) => Date.parse(m.date))) + 60_000);
}

/** The site (inject only) reading the embedded API over HTTP through the real data layer. */
export async function embeddedSite(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  clock: () => Date = () => NOW,
) {
  const upstream = await embeddedUpstream(clock);
  const app: FastifyInstance = await testApp({ ...env, UPSTREAM_URL: upstream.origin }, { clock, ...deps });
  app.addHook('onClose', () => upstream.close());
  return app;
}

/** One embedded site per suite: built before its tests, closed after them. */
export function sharedEmbeddedSite(env: Record<string, string> = {}) {
  const handle = {} as { app: FastifyInstance };
  beforeAll(async () => {
    handle.app = await embeddedSite(env);
  }, 30_000);
  afterAll(() => handle.app?.close());
  return handle;
}
