import { describe, expect, it } from 'vitest';
import * as s from '../../../src/shared/api/index.js';
import { legendFor, toLegend } from '../../../src/shared/league/legends.js';
import { isPresidentPlayer } from '../../../src/shared/league/staff.js';
import * as f from '../../helpers/api-responses.js';

describe('schemas read the shapes of docs/upstream.md', () => {
  it('a season with JSON-text metaInformation and a grouped legend', () => {
    const season = s.seasonDetail.parse(f.seasonDetail(35));
    const legend = season.metaInformation?.position_legend;
    expect(Array.isArray(legend?.[0])).toBe(true);
    expect(legendFor(toLegend(legend), 1)).toEqual([{ color: 'blue', placement: 'playoff:quarterfinal' }]);
    expect(season.metaInformation?.best_goalkeeper_id).toBe('812');
    expect(season.phases[1]?.groups[0]?.standings).toEqual([]);
    expect(season.phases[0]?.groups[0]?.standings[0]).toMatchObject({
      gameDraw: 0,
      positionLegend: { color: 'green' },
    });
  });

  it('a flat legend, or none when it is broken', () => {
    const flat = s.season.parse(
      f.season(1, { metaInformation: '{"position_legend":[{"color":"green","placement":"playoff"}]}' }),
    );
    expect(flat.metaInformation?.position_legend).toEqual([{ color: 'green', placement: 'playoff' }]);
    const broken = s.season.parse(f.season(1, { metaInformation: { position_legend: '[{"color":' } }));
    expect(broken.metaInformation?.position_legend).toBeNull();
  });

  it('keeps unknown keys and turns absent keys into null', () => {
    const { displayName: _d, winnerTeamId: _w, ...partial } = f.season(35);
    const season = s.season.parse(partial);
    expect(season.displayName).toBeNull();
    expect(season.winnerTeamId).toBeNull();
    expect(s.team.parse(f.team(174, 'Wolf Pack FC'))).toMatchObject({ sponsorSlug: 'unknown-key-kept' });
  });

  it('a match detail with players, ratings as strings, unordered events and stats', () => {
    const match = s.matchDetail.parse(f.matchDetail());
    const home = match.participants.homeTeam;
    expect(home?.players[0]?.metaInformation?.average).toBe('75');
    expect(match.participants.awayTeam?.players[0]?.metaInformation?.reflexes).toBe(69);
    expect(home?.players[1]?.role).toBeNull();
    expect(isPresidentPlayer(home!.players[1]!)).toBe(true);
    expect(match.events.map((e) => e.id)).toEqual(['KL_1704_3', 'KL_1704_1', 'KL_1704_2']);
    expect(match.stats?.homeTeam).toEqual({
      teamId: 174,
      teamStats: [{ id: 1, total: 12, total1T: 5, total2T: 7, parameterCode: 'TIR' }],
    });
    expect(match.scores?.homeScoreP).toBe(4);
    expect(match.stadium?.name).toBe('KL France Arena');
  });

  it("a match's log keeps the events the site reads: goals, own goals, cards, the MVP and assists", () => {
    const log = [
      f.event(1, 10, ',PAS,PAS-R,'),
      f.event(2, 20, ',GOL,TIR,TIR-S,'),
      f.event(3, 20, 'ASS-V'),
      f.event(4, 30, ',TIR,'),
      f.event(5, 40, ',GOL,GOL-OG,'),
      f.event(6, 50, ' CRT-G '),
      f.event(7, 60, ',CRT-R,'),
      f.event(8, 2400, ',MVP,'),
      f.event(9, 70, ',FAL,', { teamId: 'home' }),
      f.event(10, 80, '', { parameterAppString: null }),
    ];
    const match = s.matchDetail.parse({ ...f.matchDetail(), events: log });
    expect(match.events.map((e) => e.id)).toEqual([
      'KL_1704_2',
      'KL_1704_3',
      'KL_1704_5',
      'KL_1704_6',
      'KL_1704_7',
      'KL_1704_8',
      'KL_1704_10',
    ]);
    expect(
      s.matchDetail.safeParse({ ...f.matchDetail(), events: [f.event(1, 10, ',CRT-G,', { teamId: 'home' })] }).success,
    ).toBe(false);
    expect(s.matchDetail.parse({ ...f.matchDetail(), events: null }).events).toEqual([]);
  });

  it('a match whose stats, durations and stadium are null, and an unknown status', () => {
    const match = s.matchDetail.parse({
      ...f.matchDetail(),
      stats: null,
      durations: null,
      halfs: null,
      stadium: null,
      status: 'suspended',
    });
    expect(match.stats).toBeNull();
    expect(match.status).toBe('suspended');
  });

  it('season clusters, stats pages, turn MVPs, match-center data, groups, turns and posts', () => {
    expect(s.seasonClusters.parse([f.cluster(7, true, null, [f.season(35)])])[0]?.seasons[0]?.competition?.gender).toBe(
      'male',
    );
    const page = s.playerStatsPage.parse({
      parameter: { code: 'GOL', name: 'Goals', shortName: null },
      page: 1,
      pageSize: 20,
      total: 2,
      rankings: [f.ranking(1), f.ranking(2, { player: null, team: f.team(174, 'Wolf Pack FC') })],
    });
    expect(page.rankings[1]?.team?.id).toBe(174);
    expect(
      s.turnPlayers.parse([{ id: 301, name: 'Jornada 1', shortName: 'J1', mvpPlayerId: null, player: null }])[0]
        ?.player,
    ).toBeNull();
    expect(
      s.matchCenterData.parse([
        {
          id: 301,
          turnName: 'Jornada 1',
          ended: true,
          startDate: null,
          finishDate: null,
          matches: [f.matchSummary(1, null)],
        },
      ]),
    ).toHaveLength(1);
    expect(s.groupStandings.parse({ id: 201, name: 'Group A', standings: [f.standing(1, 1)] }).standings).toHaveLength(
      1,
    );
    expect(s.turnInfo.parse({ id: 301, name: 'Jornada 1', shortName: null, start: null, finish: null }).name).toBe(
      'Jornada 1',
    );
    expect(s.staffList.parse({ staffs: [f.staff(1, 'president'), f.staff(2, 'coach')] }).staffs[1]?.role).toBe('coach');
    expect(
      s.teamDetail.parse({ ...f.team(174, 'Wolf Pack FC'), currentSeasons: [f.season(35)] }).currentSeasons,
    ).toHaveLength(1);
    expect(s.wpPosts.parse([f.wpPost(1, 'cronica', '<p>x</p>')])[0]?.title.rendered).toContain('Wolf Pack');
  });

  it.each([
    [
      'a last name sent with a leading space',
      { firstName: 'Pol', lastName: ' Zapata' },
      { firstName: 'Pol', lastName: 'Zapata' },
    ],
    [
      'runs of spaces, tabs and a trailing space',
      { shortName: 'Pol  \tZapata ', jerseyName: 'POL\n' },
      { shortName: 'Pol Zapata', jerseyName: 'POL' },
    ],
    ['a tidy name, kept as sent', { shortName: 'Ricardo López' }, { shortName: 'Ricardo López' }],
  ])("reads a player's names as people read them (%s)", (_, names, expected) => {
    expect(s.player.parse({ id: 1, ...names })).toMatchObject(expected);
  });

  it("reads a team's and a legend's names as people read them", () => {
    expect(s.team.parse({ id: 1, name: ' Jijantes  FC', shortName: 'JFC ' })).toMatchObject({
      name: 'Jijantes FC',
      shortName: 'JFC',
    });
    expect(s.legendPlayer.parse({ id: 1, firstName: 'Iker ', lastName: '  Casillas' })).toMatchObject({
      firstName: 'Iker',
      lastName: 'Casillas',
    });
  });

  it('degrades broken decorative fields to null', () => {
    const team = s.team.parse(
      f.team(174, 'Wolf Pack FC', {
        logo: { url: null },
        firstColorHEX: 7,
        gender: 'mixed',
        metaInformation: 'not json',
      }),
    );
    expect([team.logo, team.firstColorHEX, team.gender, team.metaInformation]).toEqual([null, null, null, null]);
  });

  it.each([
    ['a team without a name', s.team, { ...f.team(1, 'x'), name: null }],
    ['a team id as text', s.team, { ...f.team(1, 'x'), id: '1' }],
    [
      'a season whose matches are not a list',
      s.seasonDetail,
      {
        ...f.seasonDetail(35),
        phases: [
          {
            id: 1,
            name: 'P',
            displayName: null,
            groups: [
              {
                id: 2,
                name: 'G',
                hasStandings: true,
                standings: [],
                turns: [{ id: 3, name: 'T', shortName: null, start: null, finish: null, matches: {} }],
              },
            ],
          },
        ],
      },
    ],
    ['a match without a season id', s.matchDetail, { ...f.matchDetail(), seasonId: null }],
    [
      'an event whose team id is text',
      s.matchDetail,
      { ...f.matchDetail(), events: [f.event(1, 10, ',GOL,', { teamId: 'home' })] },
    ],
    ['a score sent as text', s.matchSummary, { ...f.matchSummary(1, null), scores: { ...f.scores, homeScore: '3' } }],
    ['a ranking without a total', s.rankings, [{ ...f.ranking(1), total: undefined }]],
    ['clusters that are an object', s.seasonClusters, { clusters: [] }],
    [
      'a standing without its team',
      s.groupStandings,
      { id: 1, name: 'A', standings: [{ ...f.standing(1, 1), team: null }] },
    ],
    ['a post without a slug', s.wpPosts, [{ ...f.wpPost(1, 'x', ''), slug: undefined }]],
  ])('refuses %s', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});
