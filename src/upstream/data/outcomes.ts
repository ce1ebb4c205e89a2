import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATASET_FILES, type RawDataset } from './types.js';

/**
 * The finished seasons' winners and best keepers at one seed, written beside the dataset by
 * scripts/generate-data.ts: a new league reads them instead of simulating every past season
 * (docs/decisions/0100-finished-seasons-written-down.md).
 */
export const OUTCOMES_FILE = 'outcomes.json';

export interface SeasonOutcome {
  winner: number | null;
  keeper: number | null;
}

export interface KnownOutcomes {
  seed: number;
  seasons: ReadonlyMap<number, SeasonOutcome>;
}

/** What the outcomes were worked out from: every dataset file, in DATASET_FILES order. */
export function datasetDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of Object.values(DATASET_FILES)) hash.update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file's content, or why it cannot be trusted for this dataset. */
function checkOutcomes(json: unknown, data: RawDataset, digest: string): KnownOutcomes {
  if (!isRecord(json) || !Number.isSafeInteger(json.seed) || !isRecord(json.seasons))
    throw new Error('expected { seed, dataset, seasons }');
  if (json.dataset !== digest) throw new Error('written for another dataset');
  const finished = new Set(data.seasons.filter((s) => s.edition === 'previous').map((s) => s.id));
  const teams = new Set(data.teams.map((t) => t.id));
  const players = new Set(data.players.map((p) => p.id));
  const seasons = new Map<number, SeasonOutcome>();
  for (const [key, value] of Object.entries(json.seasons)) {
    const id = Number(key);
    if (!finished.has(id)) throw new Error(`season ${key} is no finished season of the dataset`);
    if (!isRecord(value) || !(value.winner === null || teams.has(value.winner as number)))
      throw new Error(`season ${key}: winner is no team`);
    if (!(value.keeper === null || players.has(value.keeper as number)))
      throw new Error(`season ${key}: keeper is no player`);
    seasons.set(id, { winner: value.winner as number | null, keeper: value.keeper as number | null });
  }
  return { seed: json.seed as number, seasons };
}

/**
 * The outcomes written beside the dataset in `dir`; none when the file is missing (a dataset of
 * LEAGUE_DATA_DIR need not have it), nor when it does not fit the dataset, which is said once.
 */
export function readOutcomes(dir: string, data: RawDataset): KnownOutcomes | null {
  const path = join(dir, OUTCOMES_FILE);
  if (!existsSync(path)) return null;
  try {
    return checkOutcomes(JSON.parse(readFileSync(path, 'utf8')), data, datasetDigest(dir));
  } catch (error) {
    process.emitWarning(`${path} ignored, finished seasons are simulated: ${(error as Error).message}`);
    return null;
  }
}
