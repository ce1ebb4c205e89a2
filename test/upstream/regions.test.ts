import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from '../../src/shared/api/index.js';
import { PLACEHOLDER_TEAM_IDS, SEASON_13_EXTRA_TEAM_IDS } from '../../src/shared/league/season-teams.js';
import { currentCluster, currentSeason, filterSeasons } from '../../src/shared/league/seasons.js';
import type { SpainFacts } from '../../src/upstream/generate/spain-facts.js';
import { API, getJson, list, REGIONS, upstream } from './helpers.js';

const app = upstream();
afterAll(() => app.close());

describe.each(REGIONS.map((r) => [`${r.context} ${r.region.slug}`, r] as const))(
  '%s',
  (_label, { genders, region }) => {
    it("has a current season, found the way the site finds it (docs/spec.md §4), of the context's genders", async () => {
      const url = `${API}/season-clusters?${list('genders', genders)}&${list('competitions', region.competitionId)}`;
      const clusters = (await getJson(app, url, s.seasonClusters))
        .map((c) => ({ ...c, seasons: filterSeasons(c.seasons, genders) }))
        .filter((c) => c.seasons.length > 0);
      const cluster = currentCluster(clusters);
      expect(cluster?.isCurrent).toBe(true);
      const season = currentSeason(cluster!.seasons)!;
      expect(season.isCurrent).toBe(true);
      expect(region.competitionId).toContain(season.competitionId);
      expect(genders).toContain(season.competition?.gender);
      expect(season.competition?.visible).toBe(true);
      // Every season the API returned for these genders is of these genders.
      const raw = await getJson(app, url, s.seasonClusters);
      expect(raw.flatMap((c) => c.seasons).every((x) => genders.includes(x.competition!.gender!))).toBe(true);
    });
  },
);

describe('special seasons (docs/spec.md §9)', () => {
  it('answers seasons 13, 14, 28 and 37', async () => {
    for (const id of [13, 14, 28, 37]) expect((await getJson(app, `${API}/seasons/${id}`, s.seasonDetail)).id).toBe(id);
  });

  it("keeps season 13's matches in season 14's phases, 14 being the hidden calendar of the clubs world cup", async () => {
    const [s13, s14] = [
      await getJson(app, `${API}/seasons/13`, s.seasonDetail),
      await getJson(app, `${API}/seasons/14`, s.seasonDetail),
    ];
    expect(s13).toMatchObject({ competitionId: 8, isCurrent: true, phases: [], competition: { visible: true } });
    expect(s14).toMatchObject({ competitionId: 9, competition: { visible: false } });
    const matches = s14.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
    // Four groups of four (six matches each), then quarter-finals, semi-finals and the final.
    expect(matches.length).toBe(4 * 6 + 7);
    expect(matches.every((m) => m.seasonId === 13)).toBe(true);
    const detail = await getJson(app, `${API}/matches/${matches[0]!.id}`, s.matchDetail);
    expect(detail.season.id).toBe(13);
  });

  it("leaves the extra teams 5, 8, 9, 10, 37, 38, 40 and 41 out of season 13's list, though they play in it", async () => {
    const listed = (await getJson(app, `${API}/seasons/13/teams`, z.array(s.team))).map((t) => t.id);
    expect(listed.filter((id) => SEASON_13_EXTRA_TEAM_IDS.includes(id))).toEqual([]);
    const s14 = await getJson(app, `${API}/seasons/14`, s.seasonDetail);
    const playing = new Set(
      s14.phases[0]!.groups.flatMap((g) =>
        g.turns.flatMap((t) => t.matches.flatMap((m) => [m.participants.homeTeamId!, m.participants.awayTeamId!])),
      ),
    );
    expect(playing).toEqual(
      new Set([...listed.filter((id) => !PLACEHOLDER_TEAM_IDS.includes(id)), ...SEASON_13_EXTRA_TEAM_IDS]),
    );
    for (const id of SEASON_13_EXTRA_TEAM_IDS) {
      const team = await getJson(app, `${API}/teams/${id}`, s.teamDetail);
      expect(team.currentSeasons.map((x) => x.id)).toContain(13);
      const groupStage = new Set(s14.phases[0]!.groups.map((g) => g.id));
      const matches = await getJson(app, `${API}/teams/${id}/season-data/13/matches`, z.array(s.matchSummary));
      expect(matches.filter((m) => groupStage.has(m.groupId!))).toHaveLength(3);
    }
  });

  it("has the placeholder teams 58, 63, 64, 65 and 66 standing in the current seasons' undecided bracket slots", async () => {
    for (const id of PLACEHOLDER_TEAM_IDS) {
      const team = await getJson(app, `${API}/teams/${id}`, s.teamDetail);
      expect(team.name).toMatch(/decided|Winner/);
    }
    // The regions' seasons: the Finalissima's current final is between champions already known.
    const competitions = [...new Set(REGIONS.flatMap((r) => r.region.competitionId))];
    const clusters = await getJson(
      app,
      `${API}/season-clusters?${list('competitions', competitions)}`,
      s.seasonClusters,
    );
    for (const season of clusters.flatMap((c) => c.seasons)) {
      const teams = (await getJson(app, `${API}/seasons/${season.id}/teams`, z.array(s.team))).map((t) => t.id);
      const placeholders = teams.filter((id) => PLACEHOLDER_TEAM_IDS.includes(id));
      expect(placeholders, `season ${season.id}`).toEqual(season.isCurrent ? [...PLACEHOLDER_TEAM_IDS] : []);
    }
  });
});

describe('real facts', () => {
  it("plays Kings League Spain 2023's first five rounds with their real results (season 20)", async () => {
    const facts = JSON.parse(readFileSync('data/league/source/kings-league-2023.json', 'utf8')) as SpainFacts;
    const idOf = (slug: string) => facts.teams.findIndex((t) => t.slug === slug) + 1;
    const season = await getJson(app, `${API}/seasons/20`, s.seasonDetail);
    const turns = season.phases[0]!.groups[0]!.turns;
    facts.rounds.slice(0, 5).forEach((round, t) => {
      expect(
        turns[t]!.matches.map((m) => [
          m.participants.homeTeamId,
          m.participants.awayTeamId,
          m.scores!.homeScore,
          m.scores!.awayScore,
          m.scores!.homeScoreP,
          m.scores!.awayScoreP,
        ]),
      ).toEqual(round.map((m) => [idOf(m.home), idOf(m.away), ...m.score!]));
    });
    const teams = await getJson(app, `${API}/seasons/20/teams`, z.array(s.team));
    expect(teams.map((t) => t.name)).toEqual(expect.arrayContaining(facts.teams.map((t) => t.name)));
  });
});
