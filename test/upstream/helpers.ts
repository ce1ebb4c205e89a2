import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { CONTEXTS, type Gender, WEB_CONTEXTS, type WebContext } from '../../src/shared/config/contexts.js';
import { type Region, regionsFor } from '../../src/shared/config/regions.js';
import { buildUpstreamApp, type UpstreamOptions } from '../../src/upstream/app.js';
import type { RawPost } from '../../src/upstream/data/types.js';
import { createLeague } from '../../src/upstream/league/league.js';

/** The day the dataset is built around in these tests. */
export const ANCHOR = '2026-11-22';
/** 17:10 UTC on the anchor day: Spain's eighth turn is being played (one match live, two to come). */
export const NOW = new Date('2026-11-22T17:10:00.000Z');
export const API = '/api/v1/competition';
export const MINUTE = 60_000;

/** The embedded API, anchored, on a fixed clock unless given one, with no faults and no environment. */
export function upstream(options: UpstreamOptions = {}): FastifyInstance {
  return buildUpstreamApp({ anchor: ANCHOR, clock: () => NOW, faults: null, env: {}, ...options });
}

/** The posts the embedded CMS serves: the league writes them, at the default seed unless given one. */
export function leaguePosts(seed?: number): readonly RawPost[] {
  return createLeague({ anchor: ANCHOR, seed }).news().posts;
}

/** A clock a test moves by hand. */
export function movableClock(start: Date = NOW) {
  let now = start.getTime();
  return { clock: () => new Date(now), set: (ms: number) => void (now = ms) };
}

/** GET a JSON body that must answer 200, checked by the site's own schema when one is given. */
export async function getJson<S extends z.ZodType>(app: FastifyInstance, url: string, schema: S): Promise<z.infer<S>>;
export async function getJson(app: FastifyInstance, url: string): Promise<any>;
export async function getJson(app: FastifyInstance, url: string, schema?: z.ZodType): Promise<unknown> {
  const res = await app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^application\/json/);
  const body: unknown = res.json();
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${url} does not fit the site's schema: ${parsed.error.message.slice(0, 800)}`);
  return parsed.data;
}

/** Every region of both contexts, with the genders its context shows. */
export const REGIONS: readonly { context: WebContext; genders: readonly Gender[]; region: Region }[] =
  WEB_CONTEXTS.flatMap((context) =>
    regionsFor(context).map((region) => ({ context, genders: CONTEXTS[context].genders, region })),
  );

/** A list query as the site sends it: repeated keys. */
export const list = (key: string, values: readonly (string | number)[]) =>
  values.map((v) => `${key}=${encodeURIComponent(v)}`).join('&');

export const isLive = (status: string | null) => ['inPlay1H', 'halfTime', 'inPlay2H', 'inPlayP'].includes(status ?? '');
export const isEnded = (status: string | null) => status === 'ended' || status === 'endedAfterPenalties';

interface EventLike {
  teamId: number | null;
  parameterAppString: string | null;
}

/** Whole codes of an event (",GOL,TIR," → GOL, TIR): never substrings. */
export const codes = (e: { parameterAppString: string | null }) =>
  (e.parameterAppString ?? '').split(',').filter(Boolean);

/** Goals per side from events; an own goal counts for the other side (docs/upstream.md, docs/spec.md §5). */
export function goalsFromEvents(events: readonly EventLike[], homeId: number, awayId: number): [number, number] {
  let [home, away] = [0, 0];
  for (const e of events) {
    const c = codes(e);
    if (!c.includes('GOL')) continue;
    if (e.teamId !== homeId && e.teamId !== awayId)
      throw new Error(`a goal of team ${e.teamId}, in a match of ${homeId} and ${awayId}`);
    const forHome = c.includes('GOL-OG') ? e.teamId === awayId : e.teamId === homeId;
    if (forHome) home++;
    else away++;
  }
  return [home, away];
}
