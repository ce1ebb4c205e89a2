import { checkRule, type FaultConfig, faultsFromEnv, namesFrom } from './faults/config.js';
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

const CLI = {
  '--path': 'path',
  '--latency': 'latencyMs',
  '--fail-rate': 'failRate',
  '--status': 'status',
  '--slow-body': 'slowBodyMs',
  '--malformed': 'malformed',
} as const;
const isCliFlag = (flag: string): flag is keyof typeof CLI => Object.hasOwn(CLI, flag);

/** main.ts's flags (`--latency 200 --path '/api/**'`, or `--latency=200`) as one fault rule; `--fault-seed` seeds it. */
export function faultsFromArgs(args: readonly string[]): FaultConfig | null {
  const raw: Record<string, unknown> = {};
  let seed: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const eq = arg.indexOf('=');
    const [flag, inline] = eq < 0 ? [arg, undefined] : [arg.slice(0, eq), arg.slice(eq + 1)];
    if (flag !== '--fault-seed' && !isCliFlag(flag))
      throw new Error(`unknown flag ${flag}; known: ${[...Object.keys(CLI), '--fault-seed'].join(', ')}`);
    // --malformed alone means every body; any other flag takes the next argument.
    const value = inline ?? (flag === '--malformed' && (args[i + 1] ?? '--').startsWith('--') ? 'true' : args[++i]);
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--fault-seed') seed = value;
    else raw[CLI[flag]] = value === 'true' ? true : value;
  }
  if (seed !== undefined && !/^-?\d{1,9}$/.test(seed)) throw new Error('--fault-seed must be an integer');
  if (Object.keys(raw).length === 0) return null;
  return { ...(seed !== undefined ? { seed: Number(seed) } : {}), rules: [checkRule(raw, namesFrom(CLI))] };
}
