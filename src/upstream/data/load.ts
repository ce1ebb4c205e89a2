import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATASET_FILES, type RawDataset } from './types.js';

const MARKER = join('data', 'league', DATASET_FILES.seasons);

/**
 * Where data/league is. The module runs from src/upstream (tsx, tests) and bundled into
 * dist/server (the site's build), so the folder is searched upwards from this file, then from
 * the working directory; LEAGUE_DATA_DIR (read by env.ts) overrides both.
 */
export function findDataDir(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (const start of [from, process.cwd()]) {
    let dir = resolve(start);
    for (;;) {
      if (existsSync(join(dir, MARKER))) return join(dir, 'data', 'league');
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`data/league not found above ${from} or ${process.cwd()}; set LEAGUE_DATA_DIR`);
}

export function loadDataset(dir: string = findDataDir()): RawDataset {
  const read = <K extends keyof RawDataset>(key: K): RawDataset[K] =>
    JSON.parse(readFileSync(join(dir, DATASET_FILES[key]), 'utf8')) as RawDataset[K];
  return {
    competitions: read('competitions'),
    clusters: read('clusters'),
    stadiums: read('stadiums'),
    teams: read('teams'),
    players: read('players'),
    staff: read('staff'),
    seasons: read('seasons'),
    drafts: read('drafts'),
    legends: read('legends'),
  };
}

const INLINE = 600;

/** JSON with small objects on one line: compact files whose diffs stay readable. */
export function formatJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  if (flat.length + indent.length <= INLINE || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}
