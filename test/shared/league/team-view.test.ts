import { describe, expect, it } from 'vitest';
import type { Player, Ranking, Staff } from '../../../src/shared/api/index.js';
import { type TeamSectionsInput, teamSections, teamView } from '../../../src/shared/league/team-view.js';
import { teamsView } from '../../../src/shared/league/teams-view.js';
import { match, SEASON, team } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-10-20T12:00:00.000Z');

/** docs/upstream.md Player; ratings and shirt numbers as the real API may send them. */
const player = (
  id: number,
  shortName: string,
  role: Player['role'],
  jersey: Player['jersey'],
  average: string | number | null = '70',
  meta: Record<string, unknown> = {},
): Player => ({
  id,
  shortName,
  firstName: null,
  lastName: null,
  jerseyName: shortName.toUpperCase(),
  role,
  foot: null,
  gender: 'male',
  image: { url: `/media/players/${id}.svg` },
  countryId: null,
  jersey,
  secondaryCountryId: null,
  birthDate: null,
  height: null,
  weight: null,
  marketValue: null,
  category: 'draft',
  metaInformation: { average, ...meta },
});

const staff = (id: number, name: string, role: string): Staff => ({
  id,
  shortName: name,
  firstName: null,
  lastName: null,
  role,
  countryId: null,
  image: null,
  gender: 'male',
  birthDate: null,
  metaInformation: null,
});

const ranking = (code: string, total: number, rank: number): Ranking => ({
  parameter: { code, name: code, shortName: null },
  total,
  totalAvg: null,
  ranking: rank,
  matchesPlayed: 6,
  minutesPlayed: null,
});

const PLAYERS = [
  player(3, 'Striker', 'forward', 9),
  player(1, 'Keeper', 'goalkeeper', '1', 81),
  player(4, 'Winger', 'forward', 7, 'n/a'),
  player(2, 'Back', 'defender', null),
  // A president listed among the players (docs/upstream.md): no role, never part of the squad.
  player(90001, 'Boss', null, null, null, { category: 'president' }),
];

function input(over: Partial<TeamSectionsInput> = {}): TeamSectionsInput {
  return {
    staffs: [
      staff(1, 'Pres One', 'president'),
      staff(2, 'Pres Two', 'president'),
      staff(3, 'Coach', 'coach'),
      staff(4, 'Physio', 'physio'),
    ],
    players: PLAYERS,
    matches: [{ ...match(3, 1, 1, 2, 0, 0), date: null }, match(2, 9, 1, 3, 1, 0), match(1, 2, 4, 1, 2, 2, [3, 4])],
    stats: [ranking('GOL', 17, 8), ranking('ZZZ', 1, 1), ranking('PG', 6, 1), ranking('XG', 12.48, 12)],
    now: NOW,
    ...over,
  };
}

describe('team view', () => {
  const view = teamView({ ...team(1, 'Los Troncos & Co'), secondColorHEX: '#fff' }, SEASON, [
    { ...SEASON, id: 13, name: 'Split 1' },
    SEASON,
  ]);
  const sections = teamSections(input());

  it('heads the page with the crest, checked colours and slug; the staff names presidents and coach', () => {
    expect(view).toMatchObject({
      id: 1,
      name: 'Los Troncos & Co',
      slug: 'los-troncos-and-co',
      logo: '/media/teams/1.svg',
      colors: { primary: '#112233', secondary: '#ffffff', ink: '#ffffff' },
    });
    expect(sections).toMatchObject({ presidents: ['Pres One', 'Pres Two'], coach: 'Coach' });
  });

  it('groups the squad by role in field order, each by shirt number, presidents left out', () => {
    expect(sections.squad!.map((g) => [g.role, g.players.map((p) => p.name)])).toEqual([
      ['goalkeeper', ['Keeper']],
      ['defender', ['Back']],
      ['forward', ['Winger', 'Striker']],
    ]);
    expect(sections.squad![0]!.players[0]).toEqual({
      id: 1,
      name: 'Keeper',
      slug: 'keeper',
      jersey: 1,
      rating: 81,
      image: '/media/players/1.svg',
    });
    expect(sections.squad![2]!.players.map((p) => [p.jersey, p.rating])).toEqual([
      [7, null],
      [9, 70],
    ]);
  });

  it('lists the matches by date, undated last, as match rows', () => {
    expect(sections.matches!.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(sections.matches![0]).toMatchObject({
      status: 'ended',
      home: { name: 'T4', score: 2, shootout: 3 },
      away: { name: 'T1', shootout: 4 },
    });
  });

  it('keeps the known statistics in display order, rounded, with no rank for matches played', () => {
    expect(sections.stats).toEqual([
      { code: 'PG', total: 6, rank: null },
      { code: 'GOL', total: 17, rank: 8 },
      { code: 'XG', total: 12.5, rank: 12 },
    ]);
  });

  it('offers the given seasons with the chosen one', () => {
    expect(view.season).toEqual({ id: 14, name: 'Split 2' });
    expect(view.seasons).toEqual([
      { id: 13, name: 'Split 1' },
      { id: 14, name: 'Split 2' },
    ]);
  });

  it('falls back to presidents from the player list, and marks failed sections null', () => {
    const degraded = teamSections(input({ staffs: null, matches: null, stats: null }));
    expect(degraded).toMatchObject({ presidents: ['Boss'], coach: null, matches: null, stats: null });
    expect(teamSections(input({ players: null, staffs: null }))).toMatchObject({ squad: null, presidents: [] });
    expect(teamSections(input({ players: [] })).squad).toEqual([]);
  });
});

describe('teams view', () => {
  it('shows real teams by name with their staff; placeholders are left out', () => {
    const teams = teamsView([
      { ...team(2, 'Zeta FC'), staffs: [staff(5, 'Z Pres', 'president')] },
      { ...team(58, 'To be decided'), isPlaceholder: true, staffs: [] },
      { ...team(1, 'Álamo FC'), firstColorHEX: 'url(x)', staffs: [staff(6, 'A Coach', 'coach')] },
    ]);
    expect(teams.map((t) => [t.id, t.slug, t.presidents, t.coach])).toEqual([
      [1, 'alamo-fc', [], 'A Coach'],
      [2, 'zeta-fc', ['Z Pres'], null],
    ]);
    expect(teams[0]!.colors.primary).toBe('#2b2b36');
  });
});
