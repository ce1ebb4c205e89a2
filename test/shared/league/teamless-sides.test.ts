import { describe, expect, it } from 'vitest';
import type { MatchSummary, SeasonDetail } from '../../../src/shared/api/index.js';
import { formGuides } from '../../../src/shared/league/form.js';
import { matchView } from '../../../src/shared/league/match-view.js';
import { matchesView, matchRow } from '../../../src/shared/league/matches-view.js';
import { playerSections } from '../../../src/shared/league/player-view.js';
import { regionHomeView } from '../../../src/shared/league/region-home-view.js';
import { tablesView } from '../../../src/shared/league/tables-view.js';
import { teamSections } from '../../../src/shared/league/team-view.js';
import { match, matchDetail, SEASON, team } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-10-20T12:00:00.000Z');

/** A match whose `sides` came without team objects, as when the season does not know their ids. */
function without(m: MatchSummary, sides: ('home' | 'away')[]): MatchSummary {
  const participants = { ...m.participants };
  if (sides.includes('home')) delete participants.homeTeam;
  if (sides.includes('away')) delete participants.awayTeam;
  return { ...m, participants };
}

/** SEASON with every match's `sides` left without a team. */
function teamless(sides: ('home' | 'away')[]): SeasonDetail {
  return {
    ...SEASON,
    phases: SEASON.phases.map((p) => ({
      ...p,
      groups: p.groups.map((g) => ({
        ...g,
        turns: g.turns.map((t) => ({ ...t, matches: t.matches.map((m) => without(m, sides)) })),
      })),
    })),
  };
}

const UNKNOWN = { name: null, shortName: null, slug: null, color: null, logo: null };

describe('a side the league data names no team for', () => {
  it.each<[string, ('home' | 'away')[], object, object]>([
    ['both teams known', [], { name: 'T1', slug: 't1', shortName: 'T1' }, { name: 'T2', slug: 't2' }],
    ['home unknown', ['home'], UNKNOWN, { name: 'T2', slug: 't2', logo: '/media/teams/2.svg' }],
    ['away unknown', ['away'], { name: 'T1', slug: 't1', color: '#112233' }, UNKNOWN],
    ['both unknown', ['home', 'away'], UNKNOWN, UNKNOWN],
  ])('match row, %s: no made-up name or slug', (_label, sides, home, away) => {
    const row = matchRow(without(match(10, 1, 1, 2, 4, 3), sides), NOW);
    expect(row.home).toMatchObject({ id: 1, score: 4, ...home });
    expect(row.away).toMatchObject({ id: 2, score: 3, ...away });
  });

  it('marks a placeholder side, whose team has no page, and shows nothing of the stand-in but its address', () => {
    const m = match(11, 1, 63, 2, 0, 0, null, 'notStarted');
    const placeholder = {
      ...m,
      participants: {
        ...m.participants,
        homeTeam: { ...team(63, 'Winner quarter-final 1'), shortName: 'WQ1', logo: { url: '/media/teams/63.svg' } },
      },
    };
    const row = matchRow(placeholder, NOW);
    expect(row.home).toMatchObject({ ...UNKNOWN, slug: 'winner-quarter-final-1', placeholder: true });
    expect(row.away).toMatchObject({ name: 'T2', placeholder: false });
  });

  it('keeps ids, scores and the form guide of matches without teams', () => {
    const season = teamless(['home', 'away']);
    const matches = matchesView(season, NOW, 1).matches;
    expect(matches.map((m) => [m.home.id, m.home.score, m.away.id, m.away.score])).toEqual([[1, 4, 2, 3]]);
    const table = tablesView(season);
    expect(table.groups[0]!.rows.map((r) => [r.name, r.slug, r.form])).toEqual([
      ['T1', 't1', ['W']],
      ['T2', 't2', ['L']],
    ]);
    expect(formGuides(season.phases[0]!.groups[0]!.turns[0]!.matches).get(1)).toEqual(['W']);
  });

  it('leaves a bracket side without a team unnamed', () => {
    const round = tablesView(teamless(['away'])).playoff!.rounds[0]!;
    expect(round.matches[0]).toMatchObject({
      home: { team: { id: 1, name: 'T1' } },
      away: { team: null, origin: null, score: 2, shootout: 3 },
    });
  });

  it('carries unnamed sides into the front page, team and player views', () => {
    const season = teamless(['home']);
    const home = regionHomeView(season, new Date('2026-10-05T00:00:00.000Z'));
    expect([...home.upcoming, ...home.latest].map((m) => m.home.name)).toEqual([null, null]);
    const bare = [without(match(12, 2, 5, 1, 1, 2), ['home'])];
    const lists = { staffs: [], players: [], stats: [], now: NOW };
    expect(teamSections({ ...lists, matches: bare }).matches![0]!.home).toMatchObject(UNKNOWN);
    const line = { teamId: 1, minutes: 40, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
    const own = [{ match: bare[0]!, ...line }];
    expect(playerSections({ stats: null, matches: own }, NOW).matches![0]!.match.home).toMatchObject(UNKNOWN);
  });

  it('shows a match page with a side without a team: its id still sorts the events', () => {
    const detail = matchDetail();
    const { awayTeam: _away, ...participants } = detail.participants;
    const view = matchView({ ...detail, participants }, NOW);
    expect(view.away).toMatchObject(UNKNOWN);
    expect(view.squads.away).toEqual([]);
    expect(view.events.filter((e) => e.side === 'away').map((e) => e.kind)).toEqual(['yellow']);
  });
});
