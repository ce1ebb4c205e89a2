import { describe, expect, it } from 'vitest';
import { isTurnOpen, matchesView, matchRow, openTurnIds } from '../../../src/shared/league/matches-view.js';
import { match, SEASON } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-10-09T15:55:00.000Z');

describe('matches view', () => {
  it('picks the first turn with a match not over, and lists every turn', () => {
    const view = matchesView(SEASON, NOW);
    expect(view.turns.map((t) => t.id)).toEqual([1, 9]);
    expect(view.turnId).toBe(9);
    expect(view.matches.map((m) => m.id)).toEqual([20]);
  });

  it('does not stop at a turn whose only unplayed match was cancelled or postponed', () => {
    const [regular, playoff] = SEASON.phases!;
    const group = regular!.groups[0]!;
    const turn = group.turns[0]!;
    for (const status of ['cancelled', 'postponed'] as const) {
      const held = { ...turn, matches: [...turn.matches, { ...turn.matches[0]!, id: 99, status }] };
      const season = { ...SEASON, phases: [{ ...regular!, groups: [{ ...group, turns: [held] }] }, playoff!] };
      expect(matchesView(season, NOW).turnId).toBe(9);
    }
  });

  it.each([
    [['ended', 'endedAfterPenalties'], false],
    [['ended', 'notStarted'], true],
    [['ended', 'inPlay2H'], true],
    [['ended', 'halfTime'], true],
    [['ended', 'postponed'], false],
    [['cancelled', 'abandoned', 'ended'], false],
    [['', 'ended'], false],
    [['suspended', 'ended'], false],
    [[], false],
  ])('a turn whose matches are %j is open: %s', (statuses, open) => {
    const turn = { matches: statuses.map((status, i) => match(30 + i, 9, 1, 2, 0, 0, null, status)) };
    expect(isTurnOpen(turn)).toBe(open);
  });

  it('names the open turns of a season, one set per season', () => {
    expect([...openTurnIds(SEASON)]).toEqual([9]);
    expect(openTurnIds(SEASON)).toBe(openTurnIds(SEASON));
  });

  it('shows the asked turn, and ignores a turn of another season', () => {
    expect(matchesView(SEASON, NOW, 1).matches[0]).toMatchObject({
      id: 10,
      status: 'ended',
      home: { score: 4, slug: 't1' },
      away: { score: 3 },
    });
    expect(matchesView(SEASON, NOW, 777).turnId).toBe(9);
  });

  it.each([
    ['notStarted', '2026-10-09T16:00:00.000Z', 'scheduled', true],
    ['notStarted', '2026-10-09T18:00:00.000Z', 'scheduled', false],
    ['inPlay2H', '2026-10-09T15:00:00.000Z', 'live', false],
    ['postponed', '2026-10-09T16:00:00.000Z', 'rescheduled', false],
  ])('%s at %s shows %s (soon: %s)', (status, date, shown, soon) => {
    const row = matchRow({ ...match(5, 9, 1, 2, 0, 0, null, status), date, currentMinute: 31 }, NOW);
    expect(row).toMatchObject({ status: shown, soon });
    expect(row.minute).toBe(shown === 'live' ? 31 : null);
  });

  it('gives no page to matches 8, 1 and 2', () => {
    expect([8, 1, 2, 3].map((id) => matchRow(match(id, 1, 1, 2, 1, 0), NOW).hasPage)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
