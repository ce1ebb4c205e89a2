import { checkRule, faultsFromEnv, type FaultConfig } from './faults/config.js';
import { parseAnchor } from './league/league.js';

export interface UpstreamEnv {
  anchor?: string;
  seed?: number;
  faults: FaultConfig | null;
  dataDir?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The embedded API's environment, read in one place: LEAGUE_ANCHOR (YYYY-MM-DD),
 * LEAGUE_SEED (integer), LEAGUE_DATA_DIR, and the fault settings. A bad value stops start-up
 * with a message naming the variable.
 */
export function readUpstreamEnv(env: Env = process.env): UpstreamEnv {
  const out: UpstreamEnv = { faults: faultsFromEnv(env) };
  if (env.LEAGUE_ANCHOR) {
    try {
      parseAnchor(env.LEAGUE_ANCHOR);
    } catch (error) {
      throw new Error(`LEAGUE_ANCHOR: ${(error as Error).message}`, { cause: error });
    }
    out.anchor = env.LEAGUE_ANCHOR;
  }
  if (env.LEAGUE_SEED) {
    if (!/^-?\d{1,10}$/.test(env.LEAGUE_SEED)) throw new Error('LEAGUE_SEED: must be an integer');
    out.seed = Number(env.LEAGUE_SEED);
  }
  if (env.LEAGUE_DATA_DIR) out.dataDir = env.LEAGUE_DATA_DIR;
  return out;
}

const CLI: Readonly<Record<string, string>> = {
  '--path': 'path', '--latency': 'latencyMs', '--fail-rate': 'failRate', '--status': 'status', '--slow-body': 'slowBodyMs', '--malformed': 'malformed',
};

/** main.ts's flags (`--latency 200 --path '/api/**'`) as one fault rule; `--fault-seed` seeds it. */
export function faultsFromArgs(args: readonly string[]): FaultConfig | null {
  const raw: Record<string, unknown> = {};
  let seed: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = inline ?? (flag === '--malformed' && (args[i + 1] ?? '--').startsWith('--') ? 'true' : args[++i]);
    if (flag === '--fault-seed') seed = Number(value);
    else if (CLI[flag]) raw[CLI[flag]] = value === 'true' ? true : value;
    else throw new Error(`unknown flag ${flag}; known: ${[...Object.keys(CLI), '--fault-seed'].join(', ')}`);
  }
  if (Object.keys(raw).length === 0) return null;
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--fault-seed must be an integer');
  return { ...(seed !== undefined ? { seed } : {}), rules: [checkRule(raw, 'command line')] };
}
