/**
 * Fault injection settings: off unless given. From options, or from the environment as JSON
 * (UPSTREAM_FAULTS) or single flags (UPSTREAM_FAULT_PATH, _LATENCY_MS, _RATE, _STATUS,
 * _SLOW_MS, _MALFORMED, _SEED), or main.ts's command-line flags of the same names.
 */
export interface FaultRule {
  /** `*` matches inside one path segment, `**` across segments; a leading `^` makes it a regular expression. */
  path?: string;
  /** Added latency in ms, fixed or a [min, max] range. */
  latencyMs?: number | [number, number];
  /** Share (0–1) of matching requests that fail; with a status and no rate, every one fails. */
  failRate?: number;
  /** The failure's status: 503 unless given. */
  status?: number;
  /** The body drips out over this many ms. */
  slowBodyMs?: number;
  /** Share (0–1) of matching JSON bodies cut in half; true means all. */
  malformed?: number | boolean;
}

export interface FaultConfig {
  seed?: number;
  rules: FaultRule[];
}

type Key = keyof FaultRule;
const KEYS: readonly Key[] = ['path', 'latencyMs', 'failRate', 'status', 'slowBodyMs', 'malformed'];

/**
 * How a refusal names a setting: the environment variable or flag it came from when there is
 * one per setting (`UPSTREAM_FAULT_RATE`, `--fail-rate`), else the source and the key
 * (`UPSTREAM_FAULTS rule 0: failRate`).
 */
export type Namer = (key: Key) => string;
const inSource =
  (source: string): Namer =>
  (key) =>
    `${source}: ${key}`;

const fail = (message: string): never => {
  throw new Error(message);
};

function share(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fail(`${name} must be a number from 0 to 1`);
}

function millis(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 600_000
    ? n
    : fail(`${name} must be whole milliseconds from 0 to 600000`);
}

function pattern(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') return fail(`${name} must be a non-empty string`);
  if (value.startsWith('^')) {
    try {
      new RegExp(value);
    } catch {
      fail(`${name} is not a valid regular expression`);
    }
  }
  return value;
}

/** Checks one rule; a bad value stops start-up with a message naming the setting. */
export function checkRule(raw: Record<string, unknown>, name: Namer): FaultRule {
  const rule: FaultRule = {};
  if (raw.path !== undefined) rule.path = pattern(raw.path, name('path'));
  if (Array.isArray(raw.latencyMs)) {
    const [lo, hi, ...rest] = raw.latencyMs.map((v: unknown) => millis(v, name('latencyMs')));
    rule.latencyMs =
      lo !== undefined && hi !== undefined && lo <= hi && rest.length === 0
        ? [lo, hi]
        : fail(`${name('latencyMs')} range must be [min, max]`);
  } else rule.latencyMs = millis(raw.latencyMs, name('latencyMs'));
  rule.failRate = share(raw.failRate, name('failRate'));
  if (raw.status !== undefined) {
    const status = Number(raw.status);
    rule.status =
      Number.isInteger(status) && status >= 400 && status <= 599
        ? status
        : fail(`${name('status')} must be an HTTP error status (400–599)`);
  }
  rule.slowBodyMs = millis(raw.slowBodyMs, name('slowBodyMs'));
  rule.malformed = share(raw.malformed, name('malformed'));
  return Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined)) as FaultRule;
}

export function checkConfig(raw: unknown, source: string): FaultConfig {
  const body = Array.isArray(raw) ? { rules: raw } : raw;
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { rules?: unknown }).rules))
    return fail(`${source}: expected { seed?, rules: [...] } or a list of rules`);
  const { seed, rules } = body as { seed?: unknown; rules: unknown[] };
  if (seed !== undefined && !Number.isInteger(seed)) fail(`${source}: seed must be an integer`);
  return {
    ...(seed !== undefined ? { seed: seed as number } : {}),
    rules: rules.map((r, i) => {
      const where = `${source} rule ${i}`;
      if (typeof r !== 'object' || r === null || Array.isArray(r)) return fail(`${where}: expected an object`);
      // A misspelt setting would otherwise make a rule that silently does nothing.
      const unknown = Object.keys(r).find((k) => !(KEYS as readonly string[]).includes(k));
      if (unknown !== undefined) fail(`${where}: unknown setting ${unknown}; known: ${KEYS.join(', ')}`);
      return checkRule(r as Record<string, unknown>, inSource(where));
    }),
  };
}

const VARIABLES: Readonly<Record<string, Key>> = {
  UPSTREAM_FAULT_PATH: 'path',
  UPSTREAM_FAULT_LATENCY_MS: 'latencyMs',
  UPSTREAM_FAULT_RATE: 'failRate',
  UPSTREAM_FAULT_STATUS: 'status',
  UPSTREAM_FAULT_SLOW_MS: 'slowBodyMs',
  UPSTREAM_FAULT_MALFORMED: 'malformed',
};

/** The variable a setting came from, for messages. */
export const namesFrom =
  (names: Readonly<Record<string, Key>>): Namer =>
  (key) =>
    Object.keys(names).find((n) => names[n] === key) ?? key;

/**
 * UPSTREAM_FAULTS (JSON) wins; otherwise the single UPSTREAM_FAULT_* flags make one rule.
 * Null when nothing is set: no fault hooks at all.
 */
export function faultsFromEnv(env: Readonly<Record<string, string | undefined>>): FaultConfig | null {
  const json = env.UPSTREAM_FAULTS;
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return fail('UPSTREAM_FAULTS: is not valid JSON');
    }
    return checkConfig(parsed, 'UPSTREAM_FAULTS');
  }
  const raw: Record<string, unknown> = {};
  for (const [variable, key] of Object.entries(VARIABLES)) {
    const value = env[variable];
    if (value !== undefined && value !== '') raw[key] = key === 'malformed' && value === 'true' ? true : value;
  }
  if (Object.keys(raw).length === 0) return null;
  const seed = env.UPSTREAM_FAULT_SEED;
  if (seed !== undefined && seed !== '' && !/^-?\d{1,9}$/.test(seed)) fail('UPSTREAM_FAULT_SEED must be an integer');
  return { ...(seed ? { seed: Number(seed) } : {}), rules: [checkRule(raw, namesFrom(VARIABLES))] };
}
