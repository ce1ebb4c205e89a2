import { describe, expect, it } from 'vitest';
import type { MatchSummary, SeasonDetail } from '../../../src/shared/api/index.js';
import {
  anyLacksTeam,
  fillMatch,
  fillMatchCenter,
  fillMatchDetail,
  fillParticipants,
  fillSeasonDetail,
  lacksTeam,
  teamsById,
} from '../../../src/shared/league/fill-participants.js';
import { match, matchDetail, SEASON, team } from '../../helpers/league-fixtures.js';

/** The season's list, a placeholder team among them (docs/spec.md §9). */
const TEAMS = teamsById([
  team(1, 'Season One'),
  team(2, 'Season Two'),
  team(3, 'Season Three'),
  { ...team(63, 'Winner quarter-final 1'), gender: null },
]);

type Side = 'sent' | 'absent' | 'null';
/** A match between `home` and `away`, each side's team object sent, left out or sent as null. */
function summary(home: number | null, away: number | null, [h, a]: [Side, Side]): MatchSummary {
  const base = match(10, 1, home ?? 0, away ?? 0, 1, 0);
  const participants: MatchSummary['participants'] = { homeTeamId: home, awayTeamId: away };
  if (h !== 'absent') participants.homeTeam = h === 'null' ? null : base.participants.homeTeam;
  if (a !== 'absent') participants.awayTeam = a === 'null' ? null : base.participants.awayTeam;
  return { ...base, participants };
}

const names = (m: MatchSummary) => [m.participants.homeTeam?.name ?? null, m.participants.awayTeam?.name ?? null];

describe("fillMatch: team objects from the season's teams", () => {
  it.each<[string, number | null, number | null, [Side, Side], (string | null)[]]>([
    ['both sent: kept as sent', 1, 2, ['sent', 'sent'], ['T1', 'T2']],
    ['both absent: both filled', 1, 2, ['absent', 'absent'], ['Season One', 'Season Two']],
    ['both null: both filled', 2, 3, ['null', 'null'], ['Season Two', 'Season Three']],
    ['home absent: home filled, away kept as sent', 1, 2, ['absent', 'sent'], ['Season One', 'T2']],
    ['away absent: away filled, home kept as sent', 1, 2, ['sent', 'absent'], ['T1', 'Season Two']],
    ['an id the season does not know: left absent', 1, 999, ['absent', 'absent'], ['Season One', null]],
    [
      'a placeholder team: filled like any other',
      63,
      3,
      ['absent', 'absent'],
      ['Winner quarter-final 1', 'Season Three'],
    ],
    ['no id on a side: nothing to fill there', null, 2, ['absent', 'absent'], [null, 'Season Two']],
  ])('%s', (_label, home, away, sides, expected) => {
    const filled = fillMatch(summary(home, away, sides), TEAMS);
    expect(names(filled)).toEqual(expected);
    expect([filled.participants.homeTeamId, filled.participants.awayTeamId]).toEqual([home, away]);
  });

  it('fills with the whole team: crest, colours and short name', () => {
    const filled = fillMatch(summary(1, 2, ['absent', 'absent']), TEAMS);
    expect(filled.participants.homeTeam).toBe(TEAMS.get(1));
    expect(filled.participants.awayTeam).toMatchObject({
      shortName: 'SEA',
      firstColorHEX: '#112233',
      logo: { url: '/media/teams/2.svg' },
    });
  });

  it('hands back the same match when there is nothing it can fill, and never changes its input', () => {
    const complete = summary(1, 2, ['sent', 'sent']);
    expect(fillMatch(complete, TEAMS)).toBe(complete);
    const unknown = summary(998, 999, ['absent', 'absent']);
    expect(fillMatch(unknown, TEAMS)).toBe(unknown);
    const bare = Object.freeze(summary(1, 2, ['absent', 'absent']));
    fillMatch(bare, TEAMS);
    expect(bare.participants.homeTeam).toBeUndefined();
  });

  it.each<[string, MatchSummary, boolean]>([
    ['both sent', summary(1, 2, ['sent', 'sent']), false],
    ['one absent', summary(1, 2, ['sent', 'absent']), true],
    ['one null', summary(1, 2, ['null', 'sent']), true],
    ['no ids', summary(null, null, ['absent', 'absent']), false],
  ])('lacksTeam: %s → %s', (_label, m, lacks) => {
    expect(lacksTeam(m.participants)).toBe(lacks);
    expect(anyLacksTeam([summary(1, 2, ['sent', 'sent']), m])).toBe(lacks);
  });
});

describe('filling lists, seasons, match-center turns and details', () => {
  it('fills a list, and hands back the same list when nothing needed it', () => {
    const list = [summary(1, 2, ['sent', 'sent']), summary(2, 3, ['absent', 'sent'])];
    const filled = fillParticipants(list, TEAMS);
    expect(filled.map(names)).toEqual([
      ['T1', 'T2'],
      ['Season Two', 'T3'],
    ]);
    expect(filled[0]).toBe(list[0]);
    const complete = [summary(1, 2, ['sent', 'sent'])];
    expect(fillParticipants(complete, TEAMS)).toBe(complete);
  });

  it('fills every match of every phase, group and turn, and shares what it did not change', () => {
    const bare = (m: MatchSummary) =>
      summary(m.participants.homeTeamId, m.participants.awayTeamId, ['absent', 'absent']);
    const season: SeasonDetail = {
      ...SEASON,
      phases: SEASON.phases.map((p, i) =>
        i === 0
          ? p
          : {
              ...p,
              groups: p.groups.map((g) => ({
                ...g,
                turns: g.turns.map((t) => ({ ...t, matches: t.matches.map(bare) })),
              })),
            },
      ),
    };
    const filled = fillSeasonDetail(season, TEAMS);
    const playoff = filled.phases[1]!.groups[0]!.turns[0]!.matches[0]!;
    expect(names(playoff)).toEqual(['Season One', 'Season Three']);
    expect(filled.phases[0]).toBe(season.phases[0]);
    expect(filled.phases[1]!.groups[0]!.standings).toBe(season.phases[1]!.groups[0]!.standings);
    expect(fillSeasonDetail(SEASON, TEAMS)).toBe(SEASON);
  });

  it('fills match-center turns', () => {
    const turns = [
      {
        id: 1,
        turnName: 'J1',
        ended: true,
        startDate: null,
        finishDate: null,
        matches: [summary(3, 1, ['absent', 'absent'])],
      },
    ];
    expect(fillMatchCenter(turns, TEAMS)[0]!.matches.map(names)).toEqual([['Season Three', 'Season One']]);
  });

  it("fills a detail's missing side as a team without a squad, and keeps the squad it has", () => {
    const detail = matchDetail();
    const { awayTeam: _away, ...participants } = detail.participants;
    const filled = fillMatchDetail({ ...detail, participants }, TEAMS);
    expect(filled.participants.awayTeam).toMatchObject({ id: 2, name: 'Season Two', players: [], lineups: [] });
    expect(filled.participants.homeTeam).toBe(detail.participants.homeTeam);
    expect(fillMatchDetail(detail, TEAMS)).toBe(detail);
  });

  it("keeps the first of two teams with one id: the season's own list comes first", () => {
    expect(teamsById([team(5, 'Own'), team(5, 'Shared')]).get(5)?.name).toBe('Own');
  });
});
