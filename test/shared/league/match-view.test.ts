import { describe, expect, it } from 'vitest';
import { matchView, summaryRow } from '../../../src/shared/league/match-view.js';
import { event, matchDetail } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-10-09T18:00:00.000Z');

describe('match view', () => {
  const view = matchView(matchDetail(), NOW);

  it('orders events by the clock, credits own goals to the other side and attaches assists', () => {
    expect(view.events.map((e) => [e.kind, e.side, e.minute, e.player, e.assist])).toEqual([
      ['goal', 'home', '5', 'Striker', 'Maker'],
      ['ownGoal', 'home', '15', 'Defender', null],
      ['yellow', 'away', '17', 'Defender', null],
      ['goal', 'home', '40+1', 'Striker', null],
    ]);
  });

  it.each([
    ['no level', null, ['5', '15', '17', '40+1']],
    ['level 1', 1, ['5', '15', '17', '40+1']],
    ['level 2', 2, ['5', '15', '17', '40+1']],
    ['level 3', 3, ["5'", "15'", "17'", "41'"]],
    ['level 4', 4, ["5'", "15'", "17'", "41'"]],
  ])("words the minutes by the competition's league level (docs/spec.md §5): %s", (_label, level, minutes) => {
    const detail = matchDetail();
    const competition = { id: 3, name: 'League', gender: 'male' as const, countryId: null, visible: true, level };
    const leveled = matchView({ ...detail, season: { ...detail.season, competition } }, NOW);
    expect(leveled.events.map((e) => e.minute)).toEqual(minutes);
  });

  it('gives each event its half, for the half-time mark between them', () => {
    expect(view.events.map((e) => e.half)).toEqual([1, 1, 1, 2]);
    expect(view.halfTime).toEqual({ home: 1, away: 1 });
  });

  it.each([
    ['a home player', 101, 1, { id: 101, name: 'Striker', slug: 'striker', side: 'home' }],
    ['an away player', 201, 2, { id: 201, name: 'Defender', slug: 'defender', side: 'away' }],
  ])('gives the MVP of %s as a card, not a timeline event', (_label, playerId, teamId, card) => {
    const detail = matchDetail();
    const awarded = { ...detail, events: [...detail.events, event(9, 2400, 2, teamId, playerId, ',MVP,')] };
    const shown = matchView(awarded, NOW);
    expect(shown.mvp).toEqual({ ...card, image: null });
    expect(shown.events).toHaveLength(view.events.length);
  });

  it('has no MVP card while none is awarded, or the award names no player of either squad', () => {
    const detail = matchDetail();
    expect(view.mvp).toBeNull();
    const stranger = { ...detail, events: [...detail.events, event(9, 2400, 2, 1, 999, ',MVP,')] };
    expect(matchView(stranger, NOW).mvp).toBeNull();
  });

  it('gives the halves, stadium and squads by role', () => {
    expect(view.halves).toEqual([
      { home: 1, away: 1 },
      { home: 1, away: 0 },
    ]);
    expect(view.stadium).toBe('Cupra Arena');
    expect(view.squads.home.map((p) => p.role)).toEqual(['goalkeeper', 'midfielder', 'forward']);
  });

  it('gives a team the same squad object on each match where its squad is the same, and another when it changed', () => {
    const other = matchDetail();
    const next = {
      ...other,
      id: other.id + 1,
      participants: { ...other.participants, awayTeam: other.participants.homeTeam },
    };
    const changed = {
      ...next,
      participants: {
        ...next.participants,
        homeTeam: { ...other.participants.homeTeam!, players: other.participants.homeTeam!.players.slice(1) },
      },
    };
    expect(matchView(next, NOW).squads.away).toBe(view.squads.home);
    expect(matchView(changed, NOW).squads.home).not.toBe(view.squads.home);
    expect(matchView(changed, NOW).squads.home).toHaveLength(view.squads.home.length - 1);
  });

  it('names teammates who wear the same name on the shirt by their full names, in the events and the squad', () => {
    const detail = matchDetail();
    const home = detail.participants.homeTeam!;
    const wolf = (p: (typeof home.players)[number], first: string) => ({
      ...p,
      jerseyName: 'WOLF',
      firstName: first,
      lastName: 'Wolf',
    });
    const players = [wolf(home.players[0]!, 'Jan'), home.players[1]!, wolf(home.players[2]!, 'Tim')];
    const view = matchView(
      { ...detail, participants: { ...detail.participants, homeTeam: { ...home, players } } },
      NOW,
    );
    expect(view.events[0]).toMatchObject({ player: 'Jan Wolf', assist: 'Tim Wolf' });
    expect(view.squads.home.map((p) => p.name)).toEqual(['Keeper', 'Tim Wolf', 'Jan Wolf']);
    expect(view.squads.away.map((p) => p.name)).toEqual(['Defender']);
  });

  it('tells namesakes of one side apart by their numbers', () => {
    const detail = matchDetail();
    const home = detail.participants.homeTeam!;
    const caruso = (p: (typeof home.players)[number]) => ({
      ...p,
      jerseyName: null,
      shortName: null,
      firstName: 'Gianluca',
      lastName: 'Caruso',
    });
    const players = [caruso(home.players[0]!), home.players[1]!, caruso(home.players[2]!)];
    const view = matchView(
      { ...detail, participants: { ...detail.participants, homeTeam: { ...home, players } } },
      NOW,
    );
    expect(view.events[0]).toMatchObject({ player: 'Gianluca Caruso (9)', assist: 'Gianluca Caruso (8)' });
  });

  it.each([
    [
      'each with its own assist',
      [
        [1, 101, ',GOL,'],
        [2, 103, ',ASS-V,'],
        [3, 102, ',GOL,'],
        [4, 101, ',ASS-V,'],
      ],
      [
        ['Striker', 'Maker'],
        ['Keeper', 'Striker'],
      ],
    ],
    [
      'the one assist after the second goal',
      [
        [1, 101, ',GOL,'],
        [2, 102, ',GOL,'],
        [3, 103, ',ASS-V,'],
      ],
      [
        ['Striker', null],
        ['Keeper', 'Maker'],
      ],
    ],
    [
      'the one assist before both',
      [
        [1, 103, ',ASS-V,'],
        [2, 101, ',GOL,'],
        [3, 102, ',GOL,'],
      ],
      [
        ['Striker', 'Maker'],
        ['Keeper', null],
      ],
    ],
  ] as const)('gives two goals of one side in the same second their assists: %s', (_label, log, expected) => {
    const detail = { ...matchDetail(), events: log.map(([n, player, codes]) => event(n, 421, 1, 1, player, codes)) };
    expect(matchView(detail, NOW).events.map((e) => [e.player, e.assist])).toEqual(expected);
  });

  it('reads shirt numbers sent as text', () => {
    const detail = matchDetail();
    const home = detail.participants.homeTeam!;
    const players = home.players.map((p, i) => ({ ...p, jersey: ['10', '1', 'n/a'][i] ?? null }));
    const squad = matchView(
      { ...detail, participants: { ...detail.participants, homeTeam: { ...home, players } } },
      NOW,
    ).squads.home;
    expect(squad.map((p) => [p.name, p.jersey])).toEqual([
      ['Keeper', 1],
      ['Maker', null],
      ['Striker', 10],
    ]);
  });

  it.each([
    ['ended', true],
    ['inPlay2H', true],
    ['halfTime', true],
    ['notStarted', false],
    ['postponed', false],
  ])('statistics when %s: %s', (status, shown) => {
    const stats = matchView(matchDetail(status), NOW).stats;
    expect(stats !== null).toBe(shown);
    if (stats) expect(stats.find((s) => s.code === 'TIR')).toEqual({ code: 'TIR', home: 12, away: 7 });
  });

  it('is tracked while live', () => {
    expect(matchView(matchDetail('inPlay1H'), NOW).tracked).toBe(true);
    expect(view.tracked).toBe(false);
  });

  it('is one view per cached detail while the match is not about to start, and another once it is', () => {
    const detail = { ...matchDetail('scheduled'), date: '2026-10-09T18:30:00.000Z' };
    const early = matchView(detail, NOW);
    expect(matchView(detail, new Date(NOW.getTime() + 60_000))).toBe(early);
    const soon = matchView(detail, new Date('2026-10-09T18:25:00.000Z'));
    expect(soon).not.toBe(early);
    expect([early.soon, soon.soon, soon.tracked]).toEqual([false, true, true]);
    expect(summaryRow(detail, NOW)).toBe(summaryRow(detail, NOW));
    expect(summaryRow(detail, new Date('2026-10-09T18:25:00.000Z')).soon).toBe(true);
  });
});
