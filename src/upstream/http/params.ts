import { isLang, type Lang } from '../../shared/config/locales.js';
import { badRequest } from './errors.js';

export type Query = Record<string, string | string[] | undefined>;

const ID = /^\d{1,9}$/;

/** A path or query id: digits only (0 is a real competition id); anything else is a 400. */
export function parseId(value: string | undefined, name: string): number {
  if (value === undefined || !ID.test(value)) throw badRequest(`${name} must be a non-negative integer`);
  return Number(value);
}

/** Repeated keys and comma-joined values both make a list (docs/upstream.md). */
export function listParam(query: Query, key: string): string[] {
  const raw = query[key];
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

const GENDERS: readonly string[] = ['male', 'female', 'both'];

/** A list of genders (`genders`, `ctxGenders`); any other value is a 400. */
export function genderList(query: Query, key: string): string[] {
  const values = listParam(query, key);
  if (values.some((g) => !GENDERS.includes(g))) throw badRequest(`${key} must be male, female or both`);
  return values;
}

/** One value; repeating a single-valued parameter is a 400 rather than a guess. */
export function single(query: Query, key: string): string | undefined {
  const raw = query[key];
  if (Array.isArray(raw)) throw badRequest(`${key} must be given once`);
  return raw === '' ? undefined : raw;
}

export function langParam(query: Query): Lang {
  const lang = single(query, 'lang') ?? 'es';
  if (!isLang(lang)) throw badRequest(`lang must be one of ar, de, en, es, fr, it, pt`);
  return lang;
}

export function intParam(query: Query, key: string, range: { min: number; max: number; fallback: number }): number {
  const raw = single(query, key);
  if (raw === undefined) return range.fallback;
  if (!/^-?\d{1,9}$/.test(raw)) throw badRequest(`${key} must be an integer`);
  const n = Number(raw);
  if (n < range.min || n > range.max) throw badRequest(`${key} must be between ${range.min} and ${range.max}`);
  return n;
}

export function enumParam<T extends string>(
  query: Query,
  key: string,
  allowed: readonly T[],
  normalise: (v: string) => string = (v) => v,
): T | undefined {
  const raw = single(query, key);
  if (raw === undefined) return undefined;
  const value = normalise(raw);
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${key} must be one of ${allowed.join(', ')}`);
  return value as T;
}

export function boolParam(query: Query, key: string): boolean | undefined {
  return enumParam(query, key, ['true', 'false', '1', '0'] as const) === undefined
    ? undefined
    : ['true', '1'].includes(single(query, key)!);
}
