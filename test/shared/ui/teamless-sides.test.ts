import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../../src/shared/api/index.js';
import type { Lang } from '../../../src/shared/config/locales.js';
import { matchView } from '../../../src/shared/league/match-view.js';
import { matchRow } from '../../../src/shared/league/matches-view.js';
import { tablesView } from '../../../src/shared/league/tables-view.js';
import { href } from '../../../src/shared/routing/href.js';
import type { DataOf, PageKind } from '../../../src/shared/routing/page-kinds.js';
import { match, matchDetail, SEASON, team } from '../../helpers/league-fixtures.js';
import { anchors, messages, NOW, render, stateFor } from './render-helpers.js';

const loaded = (data: DataOf<PageKind>) => ({ view: { kind: 'page' as const }, status: 200, data });

/** Match 40: T1 at home, the away side named by an id the season does not know. */
function awayUnknown(): MatchSummary {
  const m = match(40, 3, 1, 999, 0, 0, null, 'notStarted');
  const { awayTeam: _away, ...participants } = m.participants;
  return { ...m, participants };
}

describe('sides without a team, as the pages show them', () => {
  it.each<Lang>(['en', 'ar', 'de'])(
    'the matches page says "to be decided" in %s and links only the matches it can spell',
    async (lang) => {
      const rows = [
        matchRow(awayUnknown(), new Date(NOW)),
        matchRow(match(41, 3, 1, 2, 0, 0, null, 'notStarted'), new Date(NOW)),
      ];
      const view = { turns: [{ id: 3, name: 'J3' }], turnId: 3, turnName: 'J3', matches: rows };
      const html = render(
        await stateFor(
          'kings',
          href('region-matches', lang, { region: 'espana' }),
          loaded({
            view,
            days: null,
            date: null,
            calendar: {
              feed: '/calendars/espana.ics?lang=en',
              webcal: 'webcal://kingsleague.pro/calendars/espana.ics?lang=en',
            },
          }),
        ),
      );
      expect(html).toContain(`<span class="match-team">${messages(lang)['matches.toBeDecided']}</span>`);
      expect(html).not.toContain('—');
      const links = anchors(html).filter((a) => a.includes('class="match-link"'));
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/\/41-t1-vs-t2"/);
    },
  );

  it('the bracket names an unknown side "to be decided"', async () => {
    const final = SEASON.phases[1]!.groups[0]!;
    const turn = final.turns[0]!;
    const { awayTeam: _away, ...participants } = turn.matches[0]!.participants;
    const season = {
      ...SEASON,
      phases: [
        SEASON.phases[0]!,
        {
          ...SEASON.phases[1]!,
          groups: [{ ...final, turns: [{ ...turn, matches: [{ ...turn.matches[0]!, participants }] }] }],
        },
      ],
    };
    const html = render(
      await stateFor('kings', '/fr/espana/classement', loaded({ seasons: [], selected: 14, view: tablesView(season) })),
    );
    expect(html).toMatch(
      /class="bracket-name" dir="auto">T1<\/span>.*?class="bracket-name" dir="auto">À déterminer<\/span>/,
    );
  });

  it('the match page says "to be decided" for both, links no placeholder to a team page and lists no empty squad', async () => {
    const detail = matchDetail('notStarted');
    const placeholder = { ...team(63, 'Winner quarter-final 1'), players: [], lineups: [] };
    const { awayTeam: _away, ...participants } = detail.participants;
    const view = matchView(
      { ...detail, participants: { ...participants, homeTeamId: 63, homeTeam: placeholder } },
      new Date(NOW),
    );
    const html = render(
      await stateFor(
        'kings',
        '/es/espana/partidos/30-winner-quarter-final-1-vs-t2',
        loaded({ view, meetings: null, preview: null }),
      ),
    );
    expect(html.replace(/<!-- -->/g, '')).toContain('<h1 class="visually-hidden">Por decidir – Por decidir</h1>');
    expect(html).not.toContain('Winner quarter-final');
    expect(anchors(html).filter((a) => a.includes('scoreboard-team'))).toEqual([
      '<a class="scoreboard-team">',
      '<a class="scoreboard-team">',
    ]);
    expect(html).not.toContain('id="squads"');
  });
});
