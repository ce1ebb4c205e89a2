import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_CONTEXTS } from '../../src/shared/config/contexts.js';
import { findDataDir, loadDataset } from '../../src/upstream/data/load.js';
import { OUTCOMES_FILE, readOutcomes } from '../../src/upstream/data/outcomes.js';
import { createLeague } from '../../src/upstream/league/league.js';
import { seasonOut } from '../../src/upstream/shape/season.js';
import { ANCHOR, API, NOW, upstream } from './helpers.js';

/** A copy of the committed dataset folder, with its outcomes file kept, left out, or replaced. */
const committed = findDataDir();
const written = JSON.parse(readFileSync(join(committed, OUTCOMES_FILE), 'utf8'));
const dirs: string[] = [];
function copy(outcomes: 'kept' | 'none' | string): string {
  const dir = mkdtempSync(join(tmpdir(), 'league-outcomes-'));
  dirs.push(dir);
  cpSync(committed, dir, { recursive: true });
  if (outcomes === 'none') rmSync(join(dir, OUTCOMES_FILE));
  else if (outcomes !== 'kept') writeFileSync(join(dir, OUTCOMES_FILE), outcomes);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

const finished = loadDataset(committed).seasons.filter((s) => s.edition === 'previous');
const URLS = [
  `${API}/season-clusters`,
  ...WEB_CONTEXTS.map((c) => `${API}/season-clusters?genders=${c === 'kings' ? 'male' : 'female'}`),
  ...finished.map((s) => `${API}/seasons/${s.id}`),
  // The current Finalissima is played between the winners of two finished seasons' finals.
  `${API}/seasons/53`,
  `${API}/matches/5001`,
];
/** Each app reads its own folder: a league is shared per dataset, so none borrows another's work. */
async function answers(dir: string, seed?: number, clock?: () => Date): Promise<string[]> {
  const app = upstream({ seed, env: { LEAGUE_DATA_DIR: dir }, ...(clock ? { clock } : {}) });
  const bodies = await Promise.all(
    URLS.map(async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      return res.body;
    }),
  );
  await app.close();
  return bodies;
}

/** What a season-clusters answer works out: every season shaped once, on a fresh league; its simulations, by kind. */
function simulated(outcomes: 'kept' | 'none', seed?: number): { finished: number; all: number } {
  const dir = copy(outcomes);
  const dataset = loadDataset(dir);
  const league = createLeague({ anchor: ANCHOR, seed, dataset, outcomes: readOutcomes(dir, dataset) });
  const snap = league.at(NOW.getTime(), NOW.getTime());
  for (const season of dataset.seasons) seasonOut(snap, season);
  const past = new Set(finished.flatMap((s) => league.model.matchesBySeason.get(s.id)!.map((m) => m.raw.id)));
  const keys = [...snap.runtime.simulations.keys()];
  return { finished: keys.filter((key) => past.has(Number(key.split(':')[0]))).length, all: keys.length };
}

describe('the finished seasons written beside the dataset', () => {
  it('name every finished season, at the default seed', () => {
    expect(written.seed).toBe(2023);
    expect(Object.keys(written.seasons).map(Number).sort()).toEqual(finished.map((s) => s.id).sort());
  });

  it('give the same answers, byte for byte, as a league that simulates them', async () => {
    const [withFile, without] = [await answers(copy('kept')), await answers(copy('none'))];
    expect(withFile.every((body) => body.length > 100)).toBe(true);
    expect(withFile).toEqual(without);
  });

  it('give the same answers once the current seasons are over too', async () => {
    const later = () => new Date(NOW.getTime() + 200 * 86_400_000);
    const [withFile, without] = [
      await answers(copy('kept'), undefined, later),
      await answers(copy('none'), undefined, later),
    ];
    expect(withFile[0]).toMatch(/"isCurrent":true,[^{]*"winnerTeamId":\d+/);
    expect(withFile).toEqual(without);
  });

  it('spare a fresh league simulating any match for its first seasons: current finals not yet kicked off are no news', () => {
    expect(simulated('none').finished).toBeGreaterThan(500);
    expect(simulated('kept')).toEqual({ finished: 0, all: 0 });
  });

  it('are not used at another seed', async () => {
    expect(simulated('kept', 7)).toEqual(simulated('none', 7));
    expect(simulated('kept', 7).finished).toBeGreaterThan(500);
    expect(await answers(copy('kept'), 7)).toEqual(await answers(copy('none'), 7));
  });
});

describe('an outcomes file that does not fit the dataset', () => {
  /** Season 20 given another winner, so that a file wrongly trusted shows in the answers. */
  const wrong = { ...written, seasons: { ...written.seasons, 20: { winner: 1, keeper: written.seasons[20].keeper } } };
  const CASES: [string, string][] = [
    ['not JSON', '{"seed": 2023,'],
    ['not an object', '[]'],
    ['no seasons', JSON.stringify({ seed: 2023, dataset: written.dataset })],
    ['a seed that is no integer', JSON.stringify({ ...wrong, seed: '2023' })],
    ['another dataset', JSON.stringify({ ...wrong, dataset: '0'.repeat(64) })],
    [
      'an unknown season',
      JSON.stringify({ ...wrong, seasons: { ...wrong.seasons, 999: { winner: 1, keeper: null } } }),
    ],
    ['a current season', JSON.stringify({ ...wrong, seasons: { ...wrong.seasons, 41: { winner: 1, keeper: null } } })],
    [
      'a winner that is no team',
      JSON.stringify({ ...wrong, seasons: { ...wrong.seasons, 21: { winner: 9999, keeper: null } } }),
    ],
    [
      'a keeper that is no player',
      JSON.stringify({ ...wrong, seasons: { ...wrong.seasons, 21: { winner: 1, keeper: 'x' } } }),
    ],
  ];
  let expected: string[] = [];

  it.each(CASES)('%s: is ignored, said once, and the seasons simulated', async (_, text) => {
    if (expected.length === 0) expected = await answers(copy('none'));
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const dir = copy(text);
    expect(await answers(dir)).toEqual(expected);
    expect(await answers(dir)).toEqual(expected);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain(join(dir, OUTCOMES_FILE));
  });

  it('a missing file is no fault: nothing is said', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    await answers(copy('none'));
    expect(warn).not.toHaveBeenCalled();
  });
});
