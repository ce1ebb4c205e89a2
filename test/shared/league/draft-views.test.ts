import { describe, expect, it } from 'vitest';
import type { Draft, DraftApplication, LegendPlayer, TransferWindow } from '../../../src/shared/api/index.js';
import { regionsFor } from '../../../src/shared/config/regions.js';
import { dayIn } from '../../../src/shared/i18n/dates.js';
import { applicationView } from '../../../src/shared/league/application-view.js';
import { reserveCards, wildcardTeams } from '../../../src/shared/league/draft-lists.js';
import { draftView } from '../../../src/shared/league/draft-view.js';
import { legendGroups } from '../../../src/shared/league/legend-players-view.js';
import { isKnownKind, parseTeamFilter, rowsOfTeam, transfersView } from '../../../src/shared/league/transfers-view.js';
import { PIO, person, ULTIMATE } from './draft-fixtures.js';

const pick = (number: number, round: number, club: typeof PIO, id: number) => ({
  number,
  round,
  pick: ((number - 1) % 2) + 1,
  team: club,
  player: person(id, `P${id}`, 'X', 'forward', '70', club),
});

describe('draft view', () => {
  const draft: Draft = {
    seasonId: 41,
    competitionId: 3,
    date: '2026-09-14T18:00:00.000Z',
    nextDate: null,
    rules: { teams: 2, rounds: 2, order: 'snake', squadSize: 13, wildcards: 11, reserves: 12 },
    picks: [pick(4, 2, PIO, 40), pick(1, 1, PIO, 10), pick(3, 2, ULTIMATE, 30), pick(2, 1, ULTIMATE, 20)],
  };

  it('groups the picks by round in pick order, with the rules in numbers', () => {
    const view = draftView(draft);
    expect(view.rounds.map((r) => [r.round, r.picks.map((p) => [p.number, p.team.shortName, p.player.id])])).toEqual([
      [
        1,
        [
          [1, 'PIO', 10],
          [2, 'ULT', 20],
        ],
      ],
      [
        2,
        [
          [3, 'ULT', 30],
          [4, 'PIO', 40],
        ],
      ],
    ]);
    expect(view.rules).toEqual({
      teams: 2,
      rounds: 2,
      picks: 4,
      snake: true,
      squadSize: 13,
      wildcards: 11,
      reserves: 12,
    });
    expect(view.rounds[0]!.picks[0]!.player).toEqual({ id: 10, name: 'P10 X', slug: 'p10-x', role: 'forward' });
  });

  it('does not call an order snake unless the league says so', () => {
    expect(draftView({ ...draft, rules: { ...draft.rules, order: null } }).rules.snake).toBe(false);
  });
});

describe('reserves and wildcards', () => {
  it("keeps the league's reserve order, whatever the ratings", () => {
    const reserves = [
      { rank: 2, player: person(8, 'B', 'B', 'defender', '70', null) },
      { rank: 1, player: person(9, 'A', 'A', 'forward', '60', null) },
    ];
    expect(reserveCards(reserves).map((r) => [r.rank, r.card.id, r.card.team])).toEqual([
      [1, 9, null],
      [2, 8, null],
    ]);
  });

  it('groups wildcards by team, teams by name, and leaves out presidents and draft players', () => {
    const wild = (id: number, club: typeof PIO, average: string) =>
      person(id, `W${id}`, 'Y', 'forward', average, club, { category: 'wildcard' });
    const president = person(90001, 'Pres', 'Ident', 'forward', null, PIO, {
      category: null,
      role: null,
      metaInformation: { category: 'president' },
    });
    const teams = wildcardTeams([
      wild(1, ULTIMATE, '60'),
      wild(2, PIO, '61'),
      wild(3, PIO, '75'),
      person(4, 'D', 'D', 'defender', '80', PIO),
      president,
    ]);
    expect(teams.map((t) => [t.team.name, t.players.map((p) => p.id)])).toEqual([
      ['PIO FC', [3, 2]],
      ['Ultimate Móstoles', [1]],
    ]);
  });
});

describe('transfer window view', () => {
  const row = (id: number, date: string | null, kind: string, from: typeof PIO | null, to: typeof PIO) => ({
    id,
    date,
    kind,
    player: person(id, `T${id}`, 'Z', 'forward', '66', to),
    fromTeam: from,
    toTeam: to,
  });
  const window: TransferWindow = {
    seasonId: 41,
    opens: '2026-09-14T18:00:00.000Z',
    closes: '2026-10-05T15:00:00.000Z',
    transfers: [
      row(1, '2026-09-14T18:00:00.000Z', 'draft', null, PIO),
      row(3, '2026-09-30T10:00:00.000Z', 'loan', PIO, ULTIMATE),
      row(2, '2026-09-16T10:00:00.000Z', 'transfer-fee', null, ULTIMATE),
      row(4, null, 'swap', ULTIMATE, PIO),
    ],
  };
  const view = transfersView(window);

  it('puts the newest first, undated last, and keeps a kind it does not know as it came', () => {
    expect(view.rows.map((r) => [r.id, r.kind, r.from, r.to])).toEqual([
      [3, 'loan', 7, 11],
      [2, 'transfer-fee', null, 11],
      [1, 'draft', null, 7],
      [4, 'swap', 11, 7],
    ]);
    expect(['draft', 'wildcard', 'loan', 'free', 'swap', 'transfer-fee'].map(isKnownKind)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(view.teams.map((t) => t.name)).toEqual(['PIO FC', 'Ultimate Móstoles']);
  });

  it.each([
    ['7', 7, [3, 1, 4]],
    ['11', 11, [3, 2, 4]],
    ['8', null, [3, 2, 1, 4]],
    ['x', null, [3, 2, 1, 4]],
    [null, null, [3, 2, 1, 4]],
  ] as const)('?team=%s filters to %s', (value, team, ids) => {
    expect(parseTeamFilter(value, view.teams)).toBe(team);
    expect(rowsOfTeam(view.rows, team).map((r) => r.id)).toEqual(ids);
  });

  it("names the calendar day in the region's time zone", () => {
    expect(dayIn('2026-09-30T22:30:00.000Z', 'Europe/Madrid')).toBe('2026-10-01');
    expect(dayIn('2026-09-30T22:30:00.000Z', 'America/Mexico_City')).toBe('2026-09-30');
  });
});

describe('open call view', () => {
  const call: DraftApplication = {
    competitionId: 3,
    seasonId: 41,
    opens: '2026-10-19T09:00:00.000Z',
    closes: '2027-01-11T22:00:00.000Z',
    tryouts: '2027-01-22T09:00:00.000Z',
    draftDate: null,
    gender: 'male',
    minimumAge: 18,
    maximumAge: null,
    residence: ['ES', 'MX', 'nope'],
    requirements: ['video', 'amateur', 'unknown'],
  };

  it.each([
    ['2026-10-01T00:00:00Z', 'upcoming', [false, false, false]],
    ['2026-11-22T12:00:00Z', 'open', [true, false, false]],
    ['2027-01-12T00:00:00Z', 'closed', [true, true, false]],
  ] as const)('at %s the call is %s', (now, status, past) => {
    const view = applicationView(call, new Date(now), 'en');
    expect(view.status).toBe(status);
    expect(view.dates.map((d) => [d.key, d.past])).toEqual(['opens', 'closes', 'tryouts'].map((k, i) => [k, past[i]]));
  });

  it("names the countries in the page's language and words only the requirements it knows", () => {
    expect(applicationView(call, new Date(), 'es')).toMatchObject({
      residence: ['España', 'México'],
      requirements: ['amateur', 'video'],
      minimumAge: 18,
      gender: 'male',
    });
    expect(applicationView(call, new Date(), 'de').residence).toEqual(['Spanien', 'Mexiko']);
  });
});

describe('legend groups', () => {
  const legend = (id: number, competitionId: number, name: string, matches: number | null): LegendPlayer => ({
    id,
    competitionId,
    firstName: null,
    lastName: null,
    shortName: name,
    role: 'forward',
    gender: 'male',
    countryId: null,
    image: { url: `/media/legends/${id}.svg` },
    spells: [{ team: PIO, season: null, year: 2023, matches, goals: null, assists: null, mvps: null }],
  });

  it("groups by the league running the competition, in the regions' order; known numbers first, then by name", () => {
    const groups = legendGroups(
      [
        legend(1, 10, 'Zeta', null),
        legend(2, 3, 'Beta', null),
        legend(3, 3, 'Alfa', null),
        legend(4, 3, 'Omega', 9),
        legend(5, 99, 'Nobody', 1),
      ],
      regionsFor('kings'),
    );
    expect(groups.map((g) => [g.region, g.league, g.legends.map((l) => l.name)])).toEqual([
      ['espana', 'Kings League Spain', ['Omega', 'Alfa', 'Beta']],
      ['italia', 'Kings League Italia', ['Zeta']],
    ]);
    expect(groups[0]!.legends[0]!.spells[0]).toMatchObject({
      team: { slug: 'pio-fc' },
      year: 2023,
      season: null,
      matches: 9,
    });
  });
});
