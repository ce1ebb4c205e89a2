import { describe, expect, it } from 'vitest';
import type { BracketSlot, MatchSummary, SeasonBracket, SeasonDetail } from '../../../src/shared/api/index.js';
import { bracketView, type SideOrigin, winningSide } from '../../../src/shared/league/bracket.js';
import { match, SEASON, standing } from '../../helpers/league-fixtures.js';

/**
 * A world cup in small: groups A (id 1) and B (id 2), semi-finals 31 and 32 (winner of A v
 * runner-up of B, winner of B v runner-up of A), final 33. Team 58 holds an undecided side.
 */
const sf1 = match(31, 10, 1, 4, 3, 1);
const sf2 = match(32, 10, 3, 2, 2, 2, [3, 5]);
const final = (home: number, away: number, score: [number, number] | null): MatchSummary =>
  score ? match(33, 12, home, away, score[0], score[1]) : match(33, 12, home, away, 0, 0, null, 'notStarted');

function cup(finalMatch: MatchSummary, semis: MatchSummary[] = [sf1, sf2], groups = 2): SeasonDetail {
  const turn = (id: number, matches: MatchSummary[]) => ({
    id,
    name: `R${id}`,
    shortName: null,
    start: null,
    finish: null,
    matches,
  });
  return {
    ...SEASON,
    phases: [
      {
        id: 1,
        name: 'Group stage',
        displayName: null,
        groups: [
          { id: 1, name: 'A', hasStandings: true, standings: [standing(1, 1, 6), standing(2, 2, 3)], turns: [] },
          { id: 2, name: 'B', hasStandings: true, standings: [standing(1, 3, 6), standing(2, 4, 3)], turns: [] },
        ].slice(0, groups),
      },
      {
        id: 2,
        name: 'Play-offs',
        displayName: 'Knockout',
        groups: [
          { id: 3, name: 'Semi-finals', hasStandings: false, standings: [], turns: [turn(10, semis)] },
          { id: 4, name: 'Final', hasStandings: false, standings: [], turns: [turn(12, [finalMatch])] },
        ],
      },
    ],
  };
}

const CUP_BRACKET: SeasonBracket = {
  seasonId: 14,
  rounds: [
    {
      groupId: 3,
      turnId: 10,
      kind: 'semifinal',
      name: 'Semi-finals',
      matches: [
        { matchId: 31, home: { groupId: 1, rank: 1 }, away: { groupId: 2, rank: 2 } },
        { matchId: 32, home: { groupId: 2, rank: 1 }, away: { groupId: 1, rank: 2 } },
      ],
    },
    {
      groupId: 4,
      turnId: 12,
      kind: 'final',
      name: 'Final',
      matches: [{ matchId: 33, home: { winnerOf: 31 }, away: { winnerOf: 32 } }],
    },
  ],
};

/** The bracket with one side's origin replaced. */
function withSlot(matchId: number, side: 'home' | 'away', slot: BracketSlot): SeasonBracket {
  return {
    ...CUP_BRACKET,
    rounds: CUP_BRACKET.rounds.map((r) => ({
      ...r,
      matches: r.matches.map((m) => (m.matchId === matchId ? { ...m, [side]: slot } : m)),
    })),
  };
}

describe('where an undecided side comes from', () => {
  it.each<[string, SeasonDetail, SeasonBracket | null, number, 'home' | 'away', SideOrigin]>([
    [
      'a group winner',
      cup(final(58, 58, null), [match(31, 10, 58, 58, 0, 0, null, 'notStarted'), sf2]),
      CUP_BRACKET,
      31,
      'home',
      { kind: 'group', group: 'A', rank: 1 },
    ],
    [
      "another group's runner-up",
      cup(final(58, 58, null), [match(31, 10, 58, 58, 0, 0, null, 'notStarted'), sf2]),
      CUP_BRACKET,
      31,
      'away',
      { kind: 'group', group: 'B', rank: 2 },
    ],
    [
      'the winner of a match of an earlier round',
      cup(final(58, 58, null)),
      CUP_BRACKET,
      33,
      'away',
      { kind: 'winner', round: 'semifinal', roundName: 'Semi-finals', index: 2 },
    ],
    [
      "a place in a league's one table",
      cup(final(58, 58, null), [match(31, 10, 58, 58, 0, 0, null, 'notStarted'), sf2], 1),
      withSlot(31, 'home', { groupId: 1, rank: 3 }),
      31,
      'home',
      { kind: 'table', rank: 3 },
    ],
    ['nothing, when the bracket could not be read', cup(final(58, 58, null)), null, 33, 'home', null],
    [
      'nothing, for a group the season does not have',
      cup(final(58, 58, null)),
      withSlot(33, 'home', { groupId: 99, rank: 1 }),
      33,
      'home',
      null,
    ],
    [
      'nothing, for a match the bracket does not hold',
      cup(final(58, 58, null)),
      withSlot(33, 'home', { winnerOf: 999 }),
      33,
      'home',
      null,
    ],
  ])('%s', (_label, season, bracket, matchId, side, expected) => {
    const m = bracketView(season, bracket)!
      .rounds.flatMap((r) => r.matches)
      .find((x) => x.id === matchId)!;
    expect(m[side].origin).toEqual(expected);
  });

  it.each([
    ['a placeholder team (58)', 58, null],
    ['a team the season knows', 1, 'T1'],
  ])('gives a side %s as its team: %s', (_label, id, name) => {
    const side = bracketView(cup(final(id, 3, null)), CUP_BRACKET)!.rounds[1]!.matches[0]!.home;
    expect(side.team?.name ?? null).toBe(name);
    expect(side.origin).toEqual({ kind: 'winner', round: 'semifinal', roundName: 'Semi-finals', index: 1 });
  });
});

describe('who won', () => {
  it.each([
    ['the higher score', 'ended', [3, 1], [null, null], 'home'],
    ['the shoot-out after a draw', 'ended', [2, 2], [3, 5], 'away'],
    ['nobody before the end', 'live', [3, 1], [null, null], null],
    ['nobody without scores', 'ended', [null, null], [null, null], null],
  ] as const)('%s', (_label, status, [hs, as], [hp, ap], expected) => {
    expect(winningSide(status, { score: hs, shootout: hp }, { score: as, shootout: ap })).toBe(expected);
  });
});

describe('the bracket', () => {
  it("keeps the rounds in play order, with scores, shoot-outs and each match's winner", () => {
    const view = bracketView(cup(final(1, 2, null)), CUP_BRACKET)!;
    expect(view.name).toBe('Knockout');
    expect(view.rounds.map((r) => [r.name, r.kind, r.matches.length])).toEqual([
      ['Semi-finals', 'semifinal', 2],
      ['Final', 'final', 1],
    ]);
    const [a, b] = view.rounds[0]!.matches;
    expect([a!.home.winner, a!.away.winner, a!.home.score, a!.away.score]).toEqual([true, false, 3, 1]);
    expect([b!.home.winner, b!.away.winner, b!.home.shootout, b!.away.shootout]).toEqual([false, true, 3, 5]);
    expect(view.rounds[1]!.matches[0]!.status).toBe('scheduled');
  });

  it.each([
    ['before the final: no champion, no path', final(1, 2, null), null, []],
    ['the final won by T1: its semi-final and final', final(1, 2, [4, 2]), 1, ['31:home', '33:home']],
    [
      'the final won by T2: its semi-final win on penalties and the final',
      final(1, 2, [1, 2]),
      2,
      ['32:away', '33:away'],
    ],
  ] as const)("highlights the champion's path: %s", (_label, finalMatch, champion, path) => {
    const view = bracketView(cup(finalMatch), CUP_BRACKET)!;
    expect(view.championId).toBe(champion);
    const onPath = view.rounds.flatMap((r) =>
      r.matches.flatMap((m) => (['home', 'away'] as const).filter((s) => m[s].path).map((s) => `${m.id}:${s}`)),
    );
    expect(onPath).toEqual(path);
  });

  it.each([
    ['both teams known', final(1, 2, null), true],
    ['a side still undecided', final(1, 58, null), false],
  ] as const)('links a match to its page only with %s', (_label, finalMatch, linked) => {
    expect(bracketView(cup(finalMatch), CUP_BRACKET)!.rounds[1]!.matches[0]!.linked).toBe(linked);
  });

  it('is absent for a season without knockout rounds', () => {
    expect(bracketView({ ...SEASON, phases: [SEASON.phases[0]!] }, null)).toBeNull();
  });
});
