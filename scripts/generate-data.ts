/**
 * Writes the embedded league dataset, data/league/*.json, from the Kings League Spain 2023
 * facts and the generators in src/upstream/generate. Deterministic: the same facts give
 * byte-identical files.
 *
 *   npx tsx scripts/generate-data.ts [--source DIR]
 *
 * --source (default ../shared/data/kings-league-2023 beside the repository, or
 * KINGS_2023_DIR) re-extracts the facts into data/league/source/; without it, the committed
 * extract is used.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatJson } from '../src/upstream/data/load.js';
import { DATASET_FILES, type RawDataset } from '../src/upstream/data/types.js';
import { generateDataset } from '../src/upstream/generate/index.js';
import { extractSpainFacts, FACTS_FILE, hasSource, readSpainFacts } from '../src/upstream/generate/spain-facts.js';

const root = resolve(new URL('..', import.meta.url).pathname);
const out = join(root, 'data', 'league');
const flag = process.argv.indexOf('--source');
const source = flag >= 0 ? process.argv[flag + 1] : process.env.KINGS_2023_DIR ?? join(root, '..', 'shared', 'data', 'kings-league-2023');

mkdirSync(join(out, 'source'), { recursive: true });
if (source && hasSource(source)) {
  writeFileSync(join(out, FACTS_FILE), `${formatJson(extractSpainFacts(source))}\n`);
  writeFileSync(join(out, 'LICENSE-kings-league-2023'), readFileSync(join(source, 'LICENSE')));
  console.log(`facts extracted from ${source}`);
} else if (flag >= 0) {
  throw new Error(`--source ${source}: no teams.json and schedule.json there`);
}

const dataset = generateDataset(readSpainFacts(out));
let bytes = 0;
for (const [key, file] of Object.entries(DATASET_FILES) as [keyof RawDataset, string][]) {
  const text = `${formatJson(dataset[key])}\n`;
  writeFileSync(join(out, file), text);
  bytes += Buffer.byteLength(text);
}
console.log(`wrote ${Object.keys(DATASET_FILES).length} files to data/league (${Math.round(bytes / 1024)} KiB): ` +
  `${dataset.teams.length} teams, ${dataset.players.length} players, ${dataset.seasons.length} seasons, ${dataset.news.length} posts`);
