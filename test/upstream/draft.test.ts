import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from '../../src/shared/api/index.js';
import { ANCHOR, API, getJson, upstream } from './helpers.js';

/**
 * The draft, its reserves, the open call, the transfer window and the legends
 * (docs/upstream-extensions.md "Draft and people") fit the site's schemas and agree with the
 * squads every other endpoint shows.
 */
const app = upstream();
afterAll(() => app.close());

/** The current seasons of the nine national leagues. */
const DRAFT_SEASONS = [41, 42, 44, 45, 46, 47, 48, 49, 37];
const anchorMs = Date.parse(`${ANCHOR}T00:00:00Z`);
const squad = (team: number, season: number) =>
  getJson(app, `${API}/teams/${team}/season-data/${season}/players`, z.array(s.player));

describe.each(DRAFT_SEASONS)('the draft of season %i', (season) => {
  it("picks, round by round in a snake order, players that are in the picking team's squad", async () => {
    const draft = await getJson(app, `${API}/seasons/${season}/draft`, s.draft);
    const { teams, rounds, squadSize, wildcards } = draft.rules;
    expect([teams, squadSize, wildcards]).toEqual([12, 13, 13 - rounds]);
    expect(draft.picks).toHaveLength(teams * rounds);
    const firstRound = draft.picks.filter((p) => p.round === 1).map((p) => p.team.id);
    expect(draft.picks.filter((p) => p.round === 2).map((p) => p.team.id)).toEqual([...firstRound].reverse());
    expect(new Set(draft.picks.map((p) => p.player.id)).size).toBe(draft.picks.length);
    for (const team of firstRound) {
      const players = await squad(team, season);
      const picked = draft.picks.filter((p) => p.team.id === team).map((p) => p.player.id);
      expect(
        players
          .filter((p) => p.category === 'draft')
          .map((p) => p.id)
          .sort((a, b) => a - b),
        `team ${team}`,
      ).toEqual([...picked].sort((a, b) => a - b));
      expect(
        players.filter((p) => p.category === 'wildcard'),
        `team ${team}`,
      ).toHaveLength(wildcards!);
    }
    expect(Date.parse(draft.date!)).toBeLessThan(anchorMs);
  });

  it('keeps the best twelve of the candidates nobody picked as reserves, a goalkeeper among them', async () => {
    const reserves = await getJson(app, `${API}/seasons/${season}/draft/reserves`, s.draftReserves);
    expect(reserves.map((r) => r.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(reserves.some((r) => r.player.role === 'goalkeeper')).toBe(true);
    const pool = await getJson(app, `${API}/seasons/${season}/players?categories=draft`, z.array(s.playerWithTeam));
    const available = new Set(pool.filter((p) => p.team === null).map((p) => p.id));
    expect(available.size).toBe(24);
    for (const r of reserves)
      expect(available.has(r.player.id) && r.player.team === null && r.player.category === 'draft').toBe(true);
  });

  it('lists the window newest first, and every move is already in the squads', async () => {
    const window = await getJson(app, `${API}/seasons/${season}/transfers`, s.transferWindow);
    const dates = window.transfers.map((t) => Date.parse(t.date!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((d) => d >= Date.parse(window.opens!) && d < Date.parse(window.closes!) && d < anchorMs)).toBe(
      true,
    );
    const draft = await getJson(app, `${API}/seasons/${season}/draft`, s.draft);
    expect(window.transfers.filter((t) => t.kind === 'draft')).toHaveLength(draft.picks.length);
    const moves = window.transfers.filter((t) => ['loan', 'free', 'swap'].includes(t.kind));
    expect(moves.map((t) => t.kind).sort()).toEqual(['free', 'loan', 'loan', 'swap', 'swap', 'swap', 'swap']);
    for (const move of moves) {
      expect(move.player.category).toBe('wildcard');
      expect(
        (await squad(move.toTeam.id, season)).some((p) => p.id === move.player.id),
        `${move.player.id} joined ${move.toTeam.id}`,
      ).toBe(true);
      expect(
        (await squad(move.fromTeam!.id, season)).some((p) => p.id === move.player.id),
        `${move.player.id} left ${move.fromTeam!.id}`,
      ).toBe(false);
      // The wildcard was signed by the team he left.
      expect(window.transfers.find((t) => t.kind === 'wildcard' && t.player.id === move.player.id)?.toTeam.id).toBe(
        move.fromTeam!.id,
      );
    }
  });
});

describe('the transfer window', () => {
  it('filters by team: every row names the team', async () => {
    const window = await getJson(app, `${API}/seasons/41/transfers?teamId=5`, s.transferWindow);
    expect(window.transfers.length).toBeGreaterThan(10);
    expect(window.transfers.every((t) => t.toTeam.id === 5 || t.fromTeam?.id === 5)).toBe(true);
  });

  it('answers 404 for a season without a draft and for an unknown team', async () => {
    for (const url of [
      `${API}/seasons/13/transfers`,
      `${API}/seasons/41/transfers?teamId=99999`,
      `${API}/seasons/43/draft`,
      `${API}/seasons/26/draft/reserves`,
    ]) {
      const res = await app.inject(url);
      expect([res.statusCode, res.json()], url).toEqual([404, { message: expect.any(String) }]);
    }
    expect((await app.inject(`${API}/seasons/41/transfers?teamId=x`)).statusCode).toBe(400);
  });
});

describe('the open call to the next draft', () => {
  it('runs from before the anchor day to three weeks before the next draft, tryouts between', async () => {
    const call = await getJson(app, `${API}/competitions/3/draft-application?lang=en`, s.draftApplication);
    expect(call).toMatchObject({ competitionId: 3, seasonId: 41, gender: 'male', minimumAge: 18, residence: ['ES'] });
    const [opens, closes, tryouts, draft] = [call.opens, call.closes, call.tryouts, call.draftDate].map((d) =>
      Date.parse(d!),
    ) as [number, number, number, number];
    expect(opens).toBeLessThan(anchorMs);
    expect(opens < closes && closes < tryouts && tryouts < draft).toBe(true);
    const next = await getJson(app, `${API}/seasons/41/draft`, s.draft);
    expect(next.nextDate).toBe(call.draftDate);
  });

  it('is a 404 where no call is announced and for an unknown competition', async () => {
    for (const id of [8, 21, 999])
      expect((await app.inject(`${API}/competitions/${id}/draft-application`)).statusCode).toBe(404);
    expect((await getJson(app, `${API}/seasons/48/draft`, s.draft)).nextDate).toBeNull();
  });
});

describe('when the next call opens', () => {
  it.each([8, 9])("the clubs' world cup (competition %i) announces it after its last match", async (id) => {
    const seasons = await getJson(app, `${API}/season-clusters?competitions=${id}`, s.seasonClusters);
    const season = seasons.flatMap((c) => c.seasons).at(-1)!;
    const turns = await getJson(app, `${API}/seasons/${season.id}/match-center-data`, s.matchCenterData);
    const last = Math.max(...turns.flatMap((t) => t.matches.map((m) => Date.parse(m.date!))));
    const next = await getJson(app, `${API}/competitions/${id}/next-draft-call`, s.nextDraftCall);
    expect(next.competitionId).toBe(id);
    expect(Date.parse(next.opens)).toBeGreaterThan(last);
    expect(Date.parse(next.opens)).toBeGreaterThan(anchorMs);
  });

  it('is a 404 for a league that announces none and for an unknown competition', async () => {
    for (const id of [3, 21, 999])
      expect((await app.inject(`${API}/competitions/${id}/next-draft-call`)).statusCode).toBe(404);
  });
});

describe('the legends', () => {
  it("lists Spain's 47 guests of the 2023 split with their real clubs, and four invented ones per other league", async () => {
    const spain = await getJson(app, `${API}/legends?competitions=3&competitions=6&genders=male`, s.legendPlayers);
    expect(spain).toHaveLength(47);
    const bueno = spain.find((l) => l.shortName === 'Alberto Bueno')!;
    expect(bueno.spells).toEqual([
      expect.objectContaining({ year: 2023, season: null, matches: 11, goals: 13, assists: 8, mvps: 3 }),
    ]);
    expect(bueno.spells[0]!.team.name).toBe('1K FC');
    const italy = await getJson(app, `${API}/legends?competitions=10`, s.legendPlayers);
    expect(italy).toHaveLength(4);
    expect(italy.every((l) => l.spells[0]!.season?.id === 28)).toBe(true);
    expect(await getJson(app, `${API}/legends?genders=female`, s.legendPlayers)).toEqual([]);
    const image = await app.inject(spain[0]!.image!.url);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
  });
});
