/**
 * Writes the embedded league dataset, data/league/*.json, from the Kings League Spain 2023
 * facts and the generators in src/upstream/generate. Deterministic: the same facts give
 * byte-identical files.
 *
 *   npx tsx scripts/generate-data.ts [--source DIR] [--out DIR]
 *
 * It also writes outcomes.json: the finished seasons' winners and best keepers at the default
 * seed, worked out by the league itself, so that a new league need not simulate past seasons.
 *
 * --source (default data/sources/kings-league-2023, or
 * KINGS_2023_DIR) re-extracts the facts; without the source files at hand, the committed
 * extract (data/league/source/) is used. --out (default data/league) writes the whole
 * dataset, facts extract and licence included, elsewhere: the tests regenerate into a temporary
 * folder and compare it with the committed one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatJson } from '../src/upstream/data/load.js';
import { datasetDigest, OUTCOMES_FILE } from '../src/upstream/data/outcomes.js';
import { DATASET_FILES, type RawDataset } from '../src/upstream/data/types.js';
import { generateDataset } from '../src/upstream/generate/index.js';
import { extractSpainFacts, FACTS_FILE, hasSource, readSpainFacts } from '../src/upstream/generate/spain-facts.js';
import { createLeague, DEFAULT_SEED } from '../src/upstream/league/league.js';
import { finishedOutcomes } from '../src/upstream/shape/season.js';

const LICENSE = 'LICENSE-kings-league-2023';
const root = resolve(new URL('..', import.meta.url).pathname);
const committed = join(root, 'data', 'league');
const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const value = process.argv[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a folder`);
  return value;
};
const sourceFlag = option('--source');
const source = sourceFlag ?? process.env.KINGS_2023_DIR ?? join(root, 'data', 'sources', 'kings-league-2023');
const out = resolve(option('--out') ?? committed);

if (sourceFlag !== undefined && !hasSource(sourceFlag))
  throw new Error(`--source ${sourceFlag}: no teams.json and schedule.json there`);
const extract = hasSource(source);
const facts = extract ? extractSpainFacts(source) : readSpainFacts(committed);
const licence = readFileSync(extract ? join(source, 'LICENSE') : join(committed, LICENSE));
console.log(extract ? `facts extracted from ${source}` : `facts read from ${join(committed, FACTS_FILE)}`);

mkdirSync(join(out, 'source'), { recursive: true });
writeFileSync(join(out, FACTS_FILE), `${formatJson(facts)}\n`);
writeFileSync(join(out, LICENSE), licence);
const dataset = generateDataset(facts);
let bytes = 0;
for (const [key, file] of Object.entries(DATASET_FILES) as [keyof RawDataset, string][]) {
  const text = `${formatJson(dataset[key])}\n`;
  writeFileSync(join(out, file), text);
  bytes += Buffer.byteLength(text);
}
// Any anchor: past seasons are over at every instant the API shows, and their results do not
// depend on the anchor (docs/decisions/0100-finished-seasons-written-down.md).
const league = createLeague({ anchor: '2026-01-01', seed: DEFAULT_SEED, dataset, outcomes: null });
const seasons = finishedOutcomes(league.at(league.anchorMs, league.anchorMs));
writeFileSync(
  join(out, OUTCOMES_FILE),
  `${formatJson({ seed: DEFAULT_SEED, dataset: datasetDigest(out), seasons })}\n`,
);
console.log(
  `wrote ${Object.keys(DATASET_FILES).length + 1} files to ${out} (${Math.round(bytes / 1024)} KiB): ` +
    `${dataset.teams.length} teams, ${dataset.players.length} players, ${dataset.seasons.length} seasons`,
);
