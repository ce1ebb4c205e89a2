import { describe, expect, it } from 'vitest';
import { type CompetitionApi, createCompetitionLoader } from '../../../src/server/data/competition.js';
import { SILENT_LOGGER } from '../../../src/server/data/observe.js';
import { UpstreamError } from '../../../src/server/errors.js';
import * as s from '../../../src/shared/api/index.js';
import * as f from '../../helpers/api-responses.js';

type Calls = string[];
const fail = (path: string) => Promise.reject(new UpstreamError('HTTP 503', path, 503));

/** A fake API in the shapes the real calls return, recording what was asked. */
function fakeApi(overrides: Partial<CompetitionApi> = {}, calls: Calls = []): CompetitionApi {
  const seasonOf = (id: number, extra: Record<string, unknown> = {}) => s.season.parse(f.season(id, extra));
  return {
    seasonClusters: async (genders = [], competitions = []) => {
      calls.push(`clusters ${genders.join(',')} ${competitions.join(',')}`);
      return s.seasonClusters.parse([
        f.cluster(1, null, '2024-06-01T00:00:00.000Z', [f.season(20)]),
        f.cluster(2, null, '2025-06-01T00:00:00.000Z', [
          f.season(34, { finish: '2025-02-01T00:00:00.000Z' }),
          f.season(35, { finish: '2025-06-01T00:00:00.000Z' }),
          f.season(36, {
            finish: '2025-09-01T00:00:00.000Z',
            competition: { id: 4, name: 'Queens', gender: 'female', countryId: 75, visible: true },
          }),
          f.season(37, {
            finish: '2025-09-01T00:00:00.000Z',
            competition: { id: 21, name: 'Hidden', gender: 'male', countryId: 75, visible: false },
          }),
        ]),
      ]);
    },
    seasonTeams: async (id) => {
      calls.push(`teams ${id}`);
      return [174, 175, 58].map((t) => s.team.parse(f.team(t, `Team ${t}`)));
    },
    team: async (id) => {
      calls.push(`team ${id}`);
      return s.teamDetail.parse({ ...f.team(id, `Extra ${id}`), currentSeasons: [] });
    },
    season: async (id) => {
      calls.push(`season ${id}`);
      return {
        ...seasonOf(id),
        phases: [s.phase.parse({ id: id * 100, name: `P${id}`, displayName: null, groups: [] })],
      };
    },
    ...overrides,
  };
}

function loader(api: CompetitionApi, context: 'kings' | 'queens' = 'kings') {
  let t = 1_000;
  return createCompetitionLoader({ api, context, logger: SILENT_LOGGER, now: () => (t += 5) });
}

describe('competition loading sequence (docs/spec.md §4)', () => {
  it('walks region, clusters, current cluster, current season, teams, load time; staff is left to the pages that show it', async () => {
    const calls: Calls = [];
    const api = fakeApi({}, calls);
    let t = 1_000;
    // The season's teams take 250 ms on the loader's clock; nothing else moves it.
    const slowTeams: CompetitionApi = {
      ...api,
      seasonTeams: async (id) => {
        t += 250;
        return api.seasonTeams(id);
      },
    };
    const result = await createCompetitionLoader({
      api: slowTeams,
      context: 'kings',
      logger: SILENT_LOGGER,
      now: () => t,
    }).load('france');
    // One call for every competition of the context; the region's own seasons are told apart here.
    expect(calls[0]).toBe('clusters male,both 0,3,5,6,8,9,10,11,17,18,21,26');
    expect(result.cluster?.id).toBe(2);
    // 36 is the other league's, 37 is hidden: the last visible by finish is 35.
    expect(result.seasons.map((x) => x.id)).toEqual([34, 35]);
    expect(result.season?.id).toBe(35);
    expect(result.teams.map((t) => [t.id, t.isPlaceholder])).toEqual([
      [174, false],
      [175, false],
      [58, true],
    ]);
    expect(calls).toEqual(['clusters male,both 0,3,5,6,8,9,10,11,17,18,21,26', 'teams 35']);
    expect(result.missing).toEqual([]);
    expect([result.loadedAt, result.loadMs]).toEqual([1_250, 250]);
  });

  it('gives each region only its own seasons out of the one clusters call of the context', async () => {
    const api = fakeApi({
      seasonClusters: async () =>
        s.seasonClusters.parse([
          f.cluster(1, true, null, [
            f.season(35),
            f.season(41, {
              competitionId: 3,
              competition: { id: 3, name: 'Kings League Spain', gender: 'male', countryId: 1, visible: true },
            }),
          ]),
        ]),
    });
    const competition = loader(api);
    expect((await competition.season('france')).seasons.map((x) => x.id)).toEqual([35]);
    expect((await competition.season('espana')).seasons.map((x) => x.id)).toEqual([41]);
    expect((await competition.season('italia')).season).toBeNull();
  });

  it('prefers the flagged cluster and season over the latest ones', async () => {
    const api = fakeApi({
      seasonClusters: async () =>
        s.seasonClusters.parse([
          f.cluster(1, true, '2024-06-01T00:00:00.000Z', [
            f.season(20, { isCurrent: null }),
            f.season(21, { isCurrent: true, finish: '2023-01-01T00:00:00.000Z' }),
          ]),
          f.cluster(2, false, '2025-06-01T00:00:00.000Z', [f.season(35)]),
        ]),
    });
    const result = await loader(api).load('france');
    expect([result.cluster?.id, result.season?.id]).toEqual([1, 21]);
  });

  it("uses the context's first region when none is given and the queens genders for queens", async () => {
    const calls: Calls = [];
    const result = await loader(fakeApi({}, calls), 'queens').load();
    expect(result.region.slug).toBe('espana');
    expect(calls[0]).toBe('clusters female,both 4,6,12');
  });

  it("adds season 13's missing extra teams and reads its phases from season 14", async () => {
    const calls: Calls = [];
    const api = fakeApi(
      {
        seasonClusters: async () =>
          s.seasonClusters.parse([f.cluster(1, true, null, [f.season(13, { isCurrent: true })])]),
        seasonTeams: async () => [5, 8, 9].map((t) => s.team.parse(f.team(t, `Team ${t}`))),
      },
      calls,
    );
    const competition = loader(api);
    const result = await competition.load('france');
    expect(result.teams.map((t) => t.id).sort((a, b) => a - b)).toEqual([5, 8, 9, 10, 37, 38, 40, 41]);
    expect(calls.filter((c) => c.startsWith('team '))).toEqual(['team 10', 'team 37', 'team 38', 'team 40', 'team 41']);
    expect(result.teams.find((t) => t.id === 10)).not.toHaveProperty('currentSeasons');
    const detail = await competition.seasonDetail(13, 'es');
    expect(detail.id).toBe(13);
    expect(detail.phases.map((p) => p.id)).toEqual([1400]);
  });

  it('leaves other seasons alone', async () => {
    const calls: Calls = [];
    const detail = await loader(fakeApi({}, calls)).seasonDetail(35);
    expect(detail.phases.map((p) => p.id)).toEqual([3500]);
    expect(calls).toEqual(['season 35']);
  });

  it('fails without its season clusters, and says what else is missing when nothing older is at hand', async () => {
    // A competition whose seasons could not be read is not one without seasons.
    await expect(loader(fakeApi({ seasonClusters: () => fail('/c') })).load('france')).rejects.toThrow();
    const noTeams = await loader(fakeApi({ seasonTeams: () => fail('/t') })).load('france');
    expect(noTeams).toMatchObject({ teams: [], missing: ['teams'] });
    expect(noTeams.season?.id).toBe(35);
  });

  it('falls back to the previous value of a failed step and says so', async () => {
    let down = false;
    const base = fakeApi();
    const api = fakeApi({
      seasonClusters: (g, c) => (down ? fail('/c') : base.seasonClusters(g, c)),
      seasonTeams: (id) => (down ? fail('/t') : base.seasonTeams(id)),
    });
    const competition = loader(api);
    await competition.load('france');
    down = true;
    const result = await competition.load('france');
    expect(result.season?.id).toBe(35);
    expect(result.teams.map((t) => t.id)).toEqual([174, 175, 58]);
    expect(result.stale.sort()).toEqual(['clusters', 'teams']);
    expect(result.missing).toEqual([]);
  });

  it('hands a complete result out again within its reuse window, then walks the sequence anew', async () => {
    const calls: Calls = [];
    let t = 1_000;
    const competition = createCompetitionLoader({
      api: fakeApi({}, calls),
      context: 'kings',
      logger: SILENT_LOGGER,
      now: () => t,
      reuseMs: 2000,
    });
    const first = await competition.load('france');
    const asked = calls.length;
    t += 1999;
    expect(await competition.load('france')).toBe(first);
    expect(calls.length).toBe(asked);
    t += 1;
    expect(await competition.load('france')).not.toBe(first);
    expect(calls.length).toBe(asked * 2);
  });

  it('shows season 13 with its own phases when season 14 cannot be read', async () => {
    const base = fakeApi();
    const api = fakeApi({ season: (id, lang) => (id === 14 ? fail('/s14') : base.season(id, lang)) });
    expect((await loader(api).seasonDetail(13)).phases.map((p) => p.id)).toEqual([1300]);
  });

  it('refuses a region of the other context', async () => {
    await expect(loader(fakeApi(), 'queens').load('italia')).rejects.toThrow('Region not found');
  });
});
