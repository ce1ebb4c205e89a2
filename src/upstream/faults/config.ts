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

const fail = (source: string, message: string): never => {
  throw new Error(`${source}: ${message}`);
};

function share(value: unknown, source: string, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fail(source, `${name} must be a number from 0 to 1`);
}

function millis(value: unknown, source: string, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 600_000 ? n : fail(source, `${name} must be whole milliseconds from 0 to 600000`);
}

/** Checks one rule; a bad value stops start-up with a message naming where it came from. */
export function checkRule(raw: Record<string, unknown>, source: string): FaultRule {
  const rule: FaultRule = {};
  if (raw.path !== undefined) rule.path = typeof raw.path === 'string' && raw.path ? raw.path : fail(source, 'path must be a non-empty string');
  if (Array.isArray(raw.latencyMs)) {
    const [lo, hi] = raw.latencyMs.map((v) => millis(v, source, 'latencyMs'));
    rule.latencyMs = lo !== undefined && hi !== undefined && lo <= hi ? [lo, hi] : fail(source, 'latencyMs range must be [min, max]');
  } else if (raw.latencyMs !== undefined) rule.latencyMs = millis(raw.latencyMs, source, 'latencyMs');
  rule.failRate = share(raw.failRate, source, 'failRate');
  if (raw.status !== undefined) {
    const status = Number(raw.status);
    rule.status = Number.isInteger(status) && status >= 400 && status <= 599 ? status : fail(source, 'status must be an HTTP error status (400–599)');
  }
  rule.slowBodyMs = millis(raw.slowBodyMs, source, 'slowBodyMs');
  rule.malformed = share(raw.malformed, source, 'malformed');
  return Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined)) as FaultRule;
}

export function checkConfig(raw: unknown, source: string): FaultConfig {
  const body = Array.isArray(raw) ? { rules: raw } : raw;
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { rules?: unknown }).rules)) return fail(source, 'expected { seed?, rules: [...] } or a list of rules');
  const { seed, rules } = body as { seed?: unknown; rules: unknown[] };
  if (seed !== undefined && !Number.isInteger(seed)) fail(source, 'seed must be an integer');
  return { ...(seed !== undefined ? { seed: seed as number } : {}), rules: rules.map((r, i) => checkRule((r ?? {}) as Record<string, unknown>, `${source} rule ${i}`)) };
}

const FLAGS: Readonly<Record<string, keyof FaultRule>> = {
  PATH: 'path', LATENCY_MS: 'latencyMs', RATE: 'failRate', STATUS: 'status', SLOW_MS: 'slowBodyMs', MALFORMED: 'malformed',
};

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
      return fail('UPSTREAM_FAULTS', 'is not valid JSON');
    }
    return checkConfig(parsed, 'UPSTREAM_FAULTS');
  }
  const raw: Record<string, unknown> = {};
  for (const [flag, key] of Object.entries(FLAGS)) {
    const value = env[`UPSTREAM_FAULT_${flag}`];
    if (value !== undefined && value !== '') raw[key] = key === 'malformed' && value === 'true' ? true : value;
  }
  if (Object.keys(raw).length === 0) return null;
  const seed = env.UPSTREAM_FAULT_SEED;
  if (seed !== undefined && !/^-?\d+$/.test(seed)) fail('UPSTREAM_FAULT_SEED', 'must be an integer');
  return { ...(seed ? { seed: Number(seed) } : {}), rules: [checkRule(raw, 'UPSTREAM_FAULT_*')] };
}
