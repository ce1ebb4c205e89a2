import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../../src/shared/api/index.js';
import { buildUpstreamApp } from '../../src/upstream/app.js';
import { findDataDir, loadDataset } from '../../src/upstream/data/load.js';
import { OUTCOMES_FILE } from '../../src/upstream/data/outcomes.js';
import { ANCHOR, API, getJson, MINUTE, NOW, upstream } from './helpers.js';

const URLS = [
  `${API}/season-clusters`,
  `${API}/seasons/41`,
  `${API}/seasons/20`,
  `${API}/matches/2144`,
  `${API}/matches/2100`,
  `${API}/seasons/41/players/stats/GOL`,
  `${API}/seasons/41/match-center-data`,
  '/cms/kings-espana/wp-json/wp/v2/posts?_embed=1',
];
const bodies = async (app: ReturnType<typeof upstream>) =>
  Promise.all(URLS.map(async (url) => (await app.inject(url)).body));
const matchDates = (season: s.SeasonDetail) =>
  new Map(
    season.phases
      .flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)))
      .map((m) => [m.id, Date.parse(m.date!)]),
  );

describe('the same seed and anchor', () => {
  it('give byte-identical answers, from apps built apart with datasets read apart', async () => {
    const [a, b] = [upstream({ seed: 7 }), upstream({ seed: 7, dataset: loadDataset() })];
    const [x, y] = [await bodies(a), await bodies(b)];
    expect(x.every((body) => body.length > 100)).toBe(true);
    expect(y).toEqual(x);
    await Promise.all([a.close(), b.close()]);
  });

  it('are read from LEAGUE_SEED and LEAGUE_ANCHOR when not given', async () => {
    const fromEnv = buildUpstreamApp({
      clock: () => NOW,
      faults: null,
      env: { LEAGUE_SEED: '7', LEAGUE_ANCHOR: ANCHOR },
    });
    const given = upstream({ seed: 7 });
    expect(await getJson(fromEnv, '/api/health')).toEqual({ status: 'ok', anchor: ANCHOR, seed: 7 });
    const season = async (app: typeof given) => (await app.inject(`${API}/seasons/41`)).body;
    expect(await season(fromEnv)).toEqual(await season(given));
    await Promise.all([fromEnv.close(), given.close()]);
  });
});

describe('another seed or anchor', () => {
  it('another seed plays other results, but keeps the real ones (half-time splits aside)', async () => {
    const [a, b] = [upstream({ seed: 1 }), upstream({ seed: 2 })];
    const scores = async (app: typeof a, id: number) =>
      (await getJson(app, `${API}/seasons/${id}`, s.seasonDetail)).phases[0]!.groups[0]!.turns.map((t) =>
        t.matches.map(({ scores: x }) => [x!.homeScore, x!.awayScore, x!.homeScoreP, x!.awayScoreP]),
      );
    expect(await scores(a, 41)).not.toEqual(await scores(b, 41));
    expect((await scores(a, 20)).slice(0, 5)).toEqual((await scores(b, 20)).slice(0, 5));
    await Promise.all([a.close(), b.close()]);
  });

  it('another anchor moves every date by the same amount, and with the clock moved alike plays the same', async () => {
    const shift = 14 * 1440 * MINUTE;
    const later = new Date(NOW.getTime() + shift);
    const [a, b] = [upstream(), upstream({ anchor: later.toISOString().slice(0, 10), clock: () => later })];
    const [x, y] = [
      await getJson(a, `${API}/seasons/41`, s.seasonDetail),
      await getJson(b, `${API}/seasons/41`, s.seasonDetail),
    ];
    const [dx, dy] = [matchDates(x), matchDates(y)];
    expect(dx.size).toBe(73);
    for (const [id, date] of dx) expect(dy.get(id)! - date, `match ${id}`).toBe(shift);
    expect(Date.parse(y.start!) - Date.parse(x.start!)).toBe(shift);
    const strip = (d: s.SeasonDetail) =>
      d.phases.map((p) =>
        p.groups.map((g) => [g.standings, g.turns.map((t) => t.matches.map((m) => [m.status, m.scores]))]),
      );
    expect(strip(y)).toEqual(strip(x));
    await Promise.all([a.close(), b.close()]);
  });
});

describe('scripts/generate-data.ts', () => {
  const run = promisify(execFile);
  const committed = findDataDir();
  const files = (root: string): string[] =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .sort();
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'league-data-'));
    dirs.push(dir);
    return dir;
  };
  const script = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/generate-data.ts', ...args], {
      env: { ...process.env, ...env },
    });

  async function generate(env: Record<string, string> = {}): Promise<string> {
    const out = temp();
    await script(['--out', out], env);
    return out;
  }

  function expectSameAsCommitted(out: string) {
    const made = files(out);
    // The finished seasons' outcomes too: a change to the simulation that leaves them stale fails here.
    expect(made).toContain(OUTCOMES_FILE);
    expect(made).toEqual(files(committed).filter((f) => f !== 'README.md'));
    for (const file of made)
      expect(readFileSync(join(out, file)).equals(readFileSync(join(committed, file))), file).toBe(true);
  }

  it('reproduces the committed data/league byte for byte, from the original source or, without it, from the committed extract', async () => {
    const runs = await Promise.all([generate(), generate({ KINGS_2023_DIR: join(tmpdir(), 'no-such-source') })]);
    for (const out of runs) expectSameAsCommitted(out);
  }, 30_000);

  it('refuses a --source folder without the source files, naming the flag', async () => {
    await expect(script(['--source', temp(), '--out', temp()])).rejects.toThrow(/--source .*: no teams.json/);
  }, 30_000);
});
