import type { WebContext } from '../../shared/config/contexts.js';
import type { Lang } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import type { DataLayer } from '../data/index.js';

export interface LoaderContext {
  data: DataLayer;
  context: WebContext;
  lang: Lang;
  region: Region | null;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The page's own address (site origin + path), for JSON-LD. */
  url: string;
  /** The request's clock, so what is live or soon is decided once per render. */
  now: Date;
}

/** Params → the page's data, through the data layer; the result is serialised into the page. */
export type Loader = (ctx: LoaderContext) => Promise<unknown>;

/** What a page gets when its data could not be loaded: it says so instead of failing. */
export const UNAVAILABLE = Object.freeze({ unavailable: true as const });
export type Unavailable = typeof UNAVAILABLE;

/** What a loader knows of the page beyond its data: the subject's name, a summary, schema.org. */
export interface PageMeta {
  /** Replaces the route's title before ' | {league}' (a team's or a player's name, a match's teams). */
  title?: string;
  description?: string;
  /** A schema.org object (SportsEvent, SportsTeam, Person), written as JSON-LD in the head. */
  jsonLd?: Record<string, unknown>;
}

/** A loader's answer with its page meta; a plain value means data only. */
export class Loaded<T = unknown> {
  constructor(readonly data: T, readonly meta: PageMeta) {}
}

/** A part of a page loaded on its own: its value, or nothing when it failed. */
export const settled = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);
