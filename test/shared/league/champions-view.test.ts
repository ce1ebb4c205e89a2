import { describe, expect, it } from 'vitest';
import type { MatchSummary, SeasonDetail, TurnPlayer } from '../../../src/shared/api/index.js';
import { type ChampionEntry, championsView, type FinishedSeason } from '../../../src/shared/league/champions-view.js';
import { match, SEASON } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const KINGS = [3];
const FINAL_TURN = 9;

/** A finished season of competition 3 whose play-off ends in the one match given (or has no play-off at all). */
function finished(
  id: number,
  final: MatchSummary | null,
  extra: Partial<SeasonDetail> = {},
  mvps: readonly TurnPlayer[] | null = [],
): FinishedSeason {
  const phases = final
    ? SEASON.phases.map((p) =>
        p.id === 2
          ? { ...p, groups: p.groups.map((g) => ({ ...g, turns: g.turns.map((t) => ({ ...t, matches: [final] })) })) }
          : p,
      )
    : SEASON.phases.filter((p) => p.id !== 2);
  const detail: SeasonDetail = {
    ...SEASON,
    id,
    name: `Season ${id}`,
    displayName: `${id}`,
    finished: true,
    isCurrent: false,
    finish: `2026-0${id % 10}-01T00:00:00.000Z`,
    phases,
    ...extra,
  };
  return { season: detail, detail, mvps };
}

const mvp = (turnId: number, playerId: number): TurnPlayer =>
  ({
    id: turnId,
    name: 'Final',
    shortName: 'F',
    mvpPlayerId: playerId,
    player: { id: playerId, firstName: 'Ana', lastName: 'Ruiz', shortName: 'A. Ruiz', team: null },
  }) as unknown as TurnPlayer;

type Expected = Pick<ChampionEntry, 'mvp'> & {
  champion: number | null;
  runnerUp: number | null;
  final: [number, number, number | null, number | null] | null;
};

const only = (s: FinishedSeason): Expected => {
  const [entry] = championsView([s], KINGS, NOW)[0]!.entries;
  return {
    champion: entry!.champion?.id ?? null,
    runnerUp: entry!.runnerUp?.id ?? null,
    final: entry!.final && [
      entry!.final.home.score!,
      entry!.final.away.score!,
      entry!.final.home.shootout,
      entry!.final.away.shootout,
    ],
    mvp: entry!.mvp,
  };
};

describe('championsView: each finished season’s champion, runner-up, final and its MVP', () => {
  it.each<[string, FinishedSeason, Expected]>([
    [
      'a final won on the score, its MVP named by its round',
      finished(1, match(20, 9, 1, 3, 5, 2), {}, [mvp(1, 70), mvp(FINAL_TURN, 77)]),
      {
        champion: 1,
        runnerUp: 3,
        final: [5, 2, null, null],
        mvp: { id: 77, name: 'Ana Ruiz' },
      },
    ],
    [
      'a drawn final decided by the shoot-out',
      finished(2, match(20, 9, 1, 3, 2, 2, [3, 4]), {}, [mvp(FINAL_TURN, 77)]),
      {
        champion: 3,
        runnerUp: 1,
        final: [2, 2, 3, 4],
        mvp: { id: 77, name: 'Ana Ruiz' },
      },
    ],
    [
      'a final whose round names no MVP',
      finished(3, match(20, 9, 1, 3, 1, 0), {}, [mvp(1, 70)]),
      { champion: 1, runnerUp: 3, final: [1, 0, null, null], mvp: 'unknown' },
    ],
    [
      'MVPs that could not be read',
      finished(4, match(20, 9, 1, 3, 1, 0), {}, null),
      { champion: 1, runnerUp: 3, final: [1, 0, null, null], mvp: 'unavailable' },
    ],
    [
      'a season decided by its table: the winner it names, no final',
      finished(5, null, { winnerTeamId: 2 }),
      { champion: 2, runnerUp: null, final: null, mvp: 'unknown' },
    ],
    [
      'a final never played and no winner named: no champion made up',
      finished(6, match(20, 9, 1, 3, 0, 0, null, 'cancelled')),
      { champion: null, runnerUp: null, final: null, mvp: 'unknown' },
    ],
  ])('%s', (_name, season, expected) => {
    expect(only(season)).toEqual(expected);
  });

  it('groups by competition in the region’s order, newest season first, leaving out seasons not finished', () => {
    const copa = finished(7, match(20, 9, 1, 3, 1, 0), { competitionId: 6 });
    const older = finished(1, match(20, 9, 1, 3, 1, 0));
    const newer = finished(4, match(20, 9, 1, 3, 1, 0));
    const running = { ...finished(8, match(20, 9, 1, 3, 1, 0)) };
    running.season = { ...running.season, finished: false };
    const view = championsView([copa, older, running, newer], [3, 6], NOW);
    expect(view.map((c) => [c.competitionId, c.entries.map((e) => e.seasonId)])).toEqual([
      [3, [4, 1]],
      [6, [7]],
    ]);
  });

  it('shows a competition of no region as global, after the region’s own, its final with no match page of the region', () => {
    const finalissima = finished(9, match(20, 9, 1, 3, 3, 1), { competitionId: 30 }, [mvp(FINAL_TURN, 78)]);
    const own = finished(1, match(20, 9, 1, 3, 1, 0), {}, [mvp(FINAL_TURN, 77)]);
    const view = championsView([finalissima, own], KINGS, NOW);
    expect(view.map((c) => [c.competitionId, c.global])).toEqual([
      [3, false],
      [30, true],
    ]);
    expect(view[1]!.entries[0]!.final?.hasPage).toBe(false);
    expect(view[0]!.entries[0]!.final?.hasPage).toBe(true);
  });

  it('is empty for a region with no finished season', () => {
    const running = finished(8, match(20, 9, 1, 3, 1, 0));
    expect(championsView([{ ...running, season: { ...running.season, finished: null } }], KINGS, NOW)).toEqual([]);
  });
});
