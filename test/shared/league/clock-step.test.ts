import { describe, expect, it } from 'vitest';
import { clockStep, kickOffsPassed } from '../../../src/shared/league/clock-step.js';
import { matchesView } from '../../../src/shared/league/matches-view.js';
import { regionHomeView } from '../../../src/shared/league/region-home-view.js';
import { isStartingSoon } from '../../../src/shared/league/soon.js';
import { upcomingMatches } from '../../../src/shared/league/upcoming.js';
import { SEASON } from '../../helpers/league-fixtures.js';

const MINUTE = 60_000;
const matches = SEASON.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
const kickOff = Date.parse(matches.find((m) => m.status !== 'ended' && m.date)!.date!);

describe('clock step of a season', () => {
  it.each([
    ['well before the window', -60 * MINUTE, false],
    ['11 minutes before kick-off (window still shut)', -11 * MINUTE, false],
    ['a millisecond later (window open)', -11 * MINUTE + 1, true],
    ['at kick-off', 0, true],
    ['5 minutes after (still open)', 5 * MINUTE, true],
    ['a millisecond later (shut)', 5 * MINUTE + 1, false],
  ])('%s: the step moves exactly where "soon" flips', (_, offset, soon) => {
    const now = new Date(kickOff + offset);
    expect(isStartingSoon(new Date(kickOff), now)).toBe(soon);
    expect(clockStep(SEASON, new Date(now.getTime() - 1)) === clockStep(SEASON, now)).toBe(
      isStartingSoon(new Date(kickOff), new Date(now.getTime() - 1)) === soon,
    );
  });

  it('gives the same views at the same step, every minute of the season', () => {
    const first = Math.min(...matches.map((m) => Date.parse(m.date!))) - 60 * MINUTE;
    const last = Math.max(...matches.map((m) => Date.parse(m.date!))) + 60 * MINUTE;
    const byStep = new Map<number, string>();
    for (let time = first; time <= last; time += MINUTE / 2) {
      const now = new Date(time);
      const views = JSON.stringify([regionHomeView(SEASON, now), matchesView(SEASON, now)]);
      const step = clockStep(SEASON, now);
      expect(byStep.get(step) ?? views).toBe(views);
      byStep.set(step, views);
    }
    expect(byStep.size).toBeGreaterThan(2);
  });
});

describe('views kept by season and clock step', () => {
  it('hands out the same view within a step and a new one past it', () => {
    const before = new Date(kickOff - 30 * MINUTE);
    const soon = new Date(kickOff - 5 * MINUTE);
    expect(regionHomeView(SEASON, before)).toBe(regionHomeView(SEASON, new Date(before.getTime() + MINUTE)));
    expect(matchesView(SEASON, before)).toBe(matchesView(SEASON, new Date(before.getTime() + MINUTE)));
    expect(regionHomeView(SEASON, soon)).not.toBe(regionHomeView(SEASON, before));
    expect(matchesView(SEASON, soon)).not.toBe(matchesView(SEASON, before));
  });

  it('keeps a view per turn asked for, and a turn the season lacks as the current one', () => {
    const now = new Date(kickOff - 30 * MINUTE);
    const turns = matchesView(SEASON, now).turns;
    const other = turns.find((t) => t.id !== matchesView(SEASON, now).turnId)!;
    expect(matchesView(SEASON, now, other.id).turnId).toBe(other.id);
    expect(matchesView(SEASON, now, other.id)).toBe(matchesView(SEASON, now, other.id));
    expect(matchesView(SEASON, now, 987654)).toBe(matchesView(SEASON, now));
  });

  it('keeps the next matches to kick off until one kicks off', () => {
    const before = new Date(kickOff - 30 * MINUTE);
    expect(upcomingMatches(SEASON, before, 12)).toBe(upcomingMatches(SEASON, new Date(before.getTime() + MINUTE), 12));
    expect(kickOffsPassed(SEASON, new Date(kickOff - 1))).toBe(kickOffsPassed(SEASON, before));
    expect(kickOffsPassed(SEASON, new Date(kickOff))).toBe(kickOffsPassed(SEASON, before) + 1);
    const after = new Date(kickOff + 20 * MINUTE);
    expect(upcomingMatches(SEASON, after, 12).map((m) => m.id)).not.toContain(
      upcomingMatches(SEASON, before, 12)[0]?.id,
    );
  });
});
