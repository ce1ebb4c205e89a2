import { describe, expect, it } from 'vitest';
import type { MatchSummary, Player, PlayerMatch, Ranking, Team } from '../../../src/shared/api/index.js';
import {
  ageOn,
  type PlayerSectionsSource,
  type PlayerSource,
  playerSections,
  playerSlug,
  playerView,
} from '../../../src/shared/league/player-view.js';
import { match, team } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

/** docs/upstream.md Player with its team, as `seasons/{id}/players` sends it: ratings are strings. */
const ricardo = (
  over: Partial<Player> = {},
  club: Team | null = { ...team(1, '1K FC'), shortName: '1KF', firstColorHEX: '#6f68f4', secondColorHEX: '#ffffff' },
): PlayerSource['player'] => ({
  id: 1,
  shortName: 'Ricardo',
  firstName: 'Ricardo',
  lastName: 'López',
  jerseyName: 'RICARDO',
  role: 'forward',
  foot: 'right',
  gender: 'male',
  image: { url: '/media/players/1.svg' },
  countryId: 1,
  jersey: 26,
  secondaryCountryId: null,
  birthDate: '1996-11-03',
  height: 184,
  weight: 85,
  marketValue: 224450,
  category: 'wildcard',
  metaInformation: {
    average: '67',
    duels: '73',
    skills: '68',
    defence: '62',
    passing: '73',
    physical: '64',
    shooting: '62',
  },
  team: club,
  ...over,
});

const line = (code: string, total: number, ranking: number): Ranking => ({
  parameter: { code, name: code, shortName: null },
  total,
  totalAvg: null,
  ranking,
  matchesPlayed: 6,
  minutesPlayed: 240,
});

const source = (over: Partial<PlayerSource> = {}): PlayerSource => ({
  player: ricardo(),
  region: 'espana',
  season: 'Kings League Spain 2026/27',
  ...over,
});

/** A match of team 1's that the player took part in, with the player's line of it. */
const played = (m: MatchSummary, goals = 0, minutes: number | null = 40): PlayerMatch => ({
  match: m,
  teamId: 1,
  minutes,
  goals,
  assists: 1,
  yellowCards: 0,
  redCards: 0,
});

const lists = (over: Partial<PlayerSectionsSource> = {}): PlayerSectionsSource => ({
  stats: [line('TIR', 4, 89), line('GOL', 1, 63), line('PG', 6, 24), line('NEW-CODE', 3, 1)],
  matches: [
    played(match(2100, 4, 4, 1, 6, 4), 2),
    played(match(2120, 12, 1, 5, 3, 1)),
    played(match(2130, 16, 1, 5, 2, 2, [3, 1])),
    played(match(2140, 20, 6, 1, 1, 1)),
    played(match(2146, 22, 1, 3, 0, 0, null, 'notStarted'), 0, null),
  ],
  ...over,
});

describe('player view', () => {
  const view = playerView(source(), NOW, 'Europe/Madrid');
  const sections = playerSections(lists(), NOW);

  it('gives the profile: names, picture, role, jersey, birth date and age, height, foot, category', () => {
    expect(view).toMatchObject({
      id: 1,
      name: 'Ricardo López',
      knownAs: 'Ricardo',
      slug: 'ricardo-lopez',
      image: '/media/players/1.svg',
      role: 'forward',
      jersey: '26',
      birthDate: '1996-11-03',
      age: 30,
      height: 184,
      foot: 'right',
      category: 'wildcard',
      region: 'espana',
    });
  });

  it('reads the card ratings from their strings, in card order, leaving out the ones not sent', () => {
    expect(view.rating.overall).toBe(67);
    expect(view.rating.attributes.map((a) => `${a.key}:${a.value}`)).toEqual([
      'duels:73',
      'skills:68',
      'defence:62',
      'passing:73',
      'physical:64',
      'shooting:62',
    ]);
    const keeper = playerView(
      source({
        player: ricardo({
          role: 'goalkeeper',
          metaInformation: { average: 70, diving: '75', handling: 'n/a', reflexes: '' },
        }),
      }),
      NOW,
      'UTC',
    );
    expect(keeper.rating).toEqual({ overall: 70, attributes: [{ key: 'diving', value: 75 }] });
    expect(playerView(source({ player: ricardo({ metaInformation: null }) }), NOW, 'UTC').rating).toEqual({
      overall: null,
      attributes: [],
    });
  });

  it('shows only the season statistics it knows, in a fixed order', () => {
    expect(sections.stats).toEqual([
      { code: 'PG', total: 6, ranking: 24 },
      { code: 'GOL', total: 1, ranking: 63 },
      { code: 'TIR', total: 4, ranking: 89 },
    ]);
    expect(playerSections(lists({ stats: null }), NOW).stats).toBeNull();
  });

  it('paints the card in the team colours with a readable ink, and links the team with its crest', () => {
    expect(view.colors).toEqual({ primary: '#6f68f4', secondary: '#ffffff', ink: '#000000' });
    expect(view.team).toEqual({
      id: 1,
      name: '1K FC',
      shortName: '1KF',
      slug: '1k-fc',
      logo: '/media/teams/1.svg',
      color: '#6f68f4',
    });
    const free = playerView(source({ player: ricardo({}, null) }), NOW, 'UTC');
    expect([free.team, free.colors]).toEqual([null, null]);
  });

  it("maps the player's matches to rows with the result for the player's side, keeping their order", () => {
    expect(
      sections.matches?.map((r) => [r.match.id, r.match.status, r.match.home.name, r.match.away.name, r.result]),
    ).toEqual([
      [2100, 'ended', 'T4', 'T1', 'lost'],
      [2120, 'ended', 'T1', 'T5', 'won'],
      [2130, 'ended', 'T1', 'T5', 'won'],
      [2140, 'ended', 'T6', 'T1', 'drawn'],
      [2146, 'scheduled', 'T1', 'T3', null],
    ]);
    expect(sections.matches?.[0]).toMatchObject({ minutes: 40, goals: 2, assists: 1, yellowCards: 0, redCards: 0 });
  });

  it('keeps only safe picture addresses and readable values', () => {
    const odd = playerView(
      source({
        player: ricardo({
          image: { url: 'javascript:alert(1)' },
          birthDate: 'soon',
          height: 0,
          foot: 'sideways',
          jersey: null,
        }),
      }),
      NOW,
      'UTC',
    );
    expect(odd).toMatchObject({ image: null, birthDate: null, age: null, height: null, foot: null, jersey: null });
  });
});

describe('player names and ages', () => {
  it.each([
    [{ firstName: 'Ricardo', lastName: 'López' }, 'ricardo-lopez'],
    [{ firstName: null, lastName: null, shortName: 'F. Hernández' }, 'f-hernandez'],
    [{ firstName: null, lastName: null, shortName: null, jerseyName: null }, 'player'],
  ])('slug of %o is %s', (names, slug) => {
    expect(playerSlug(ricardo(names))).toBe(slug);
  });

  it.each([
    ['1996-11-03', '2026-11-22T12:00:00Z', 'UTC', 30],
    ['1996-11-23', '2026-11-22T12:00:00Z', 'UTC', 29],
    // Already the 23rd in Madrid, still the 22nd in Mexico City.
    ['1996-11-23', '2026-11-22T23:30:00Z', 'Europe/Madrid', 30],
    ['1996-11-23', '2026-11-22T23:30:00Z', 'America/Mexico_City', 29],
    ['2030-01-01', '2026-11-22T12:00:00Z', 'UTC', null],
  ])('born %s, on %s in %s: %s', (birth, now, zone, age) => {
    expect(ageOn(birth, new Date(now), zone)).toBe(age);
  });
});
