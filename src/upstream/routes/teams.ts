import type { FastifyInstance } from 'fastify';
import type { RawSeason, RawTeam } from '../data/types.js';
import { notFound } from '../http/errors.js';
import { genderList, parseId, type Query } from '../http/params.js';
import { STAT_CODES } from '../league/codes.js';
import type { Snapshot } from '../league/snapshot.js';
import { statValue, tallyPlayers } from '../league/tally.js';
import { keptTable, standingOn } from '../shape/kept-rankings.js';
import { matchSummaryOut } from '../shape/match.js';
import { squadOut, staffOut, teamOut } from '../shape/people.js';
import { bareRankingOut, playerRankingOut, type RankedLine, seasonTallies, teamRankingOut } from '../shape/ranking.js';
import { seasonOut } from '../shape/season.js';
import { seasonPlayers } from '../shape/season-players.js';
import { type IdParams, type RouteContext, seasonParam, snapshotOf, teamParam } from './context.js';

const BASE = '/api/v1/competition';

interface SeasonDataParams {
  team: string;
  season: string;
}

/** A team and a season it plays in (season 13's guest clubs included); otherwise a 404. */
function teamSeason(snap: Snapshot, params: SeasonDataParams): { team: RawTeam; season: RawSeason } {
  const team = teamParam(snap, params.team);
  const season = seasonParam(snap, params.season);
  if (!season.teamIds.includes(team.id)) throw notFound('Team did not play in that season');
  return { team, season };
}

const staffsOf = (snap: Snapshot, teamId: number) => ({
  staffs: (snap.model.staffByTeam.get(teamId) ?? []).map(staffOut),
});

/** One line of a kept table, shaped, or nothing when the player or team is not in it. */
function rankingOf<T>(table: ReadonlyMap<number, RankedLine>, id: number, out: (l: RankedLine) => T): T[] {
  const line = table.get(id);
  return line ? [out(line)] : [];
}

export function teamRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: IdParams }>(`${BASE}/teams/:id`, async (req) => {
    const snap = snapshotOf(ctx);
    const team = teamParam(snap, req.params.id);
    const seasons = (snap.model.seasonsByTeam.get(team.id) ?? []).filter((s) => s.edition === 'current');
    return { ...teamOut(team), currentSeasons: seasons.map((s) => seasonOut(snap, s)) };
  });

  app.get<{ Params: IdParams }>(`${BASE}/teams/:id/seasons`, async (req) => {
    const snap = snapshotOf(ctx);
    const team = teamParam(snap, req.params.id);
    return (snap.model.seasonsByTeam.get(team.id) ?? []).map((s) => seasonOut(snap, s));
  });

  app.get<{ Params: IdParams }>(`${BASE}/teams/:id/staffs`, async (req) => {
    const snap = snapshotOf(ctx);
    return staffsOf(snap, teamParam(snap, req.params.id).id);
  });

  // An addition to the contract (docs/upstream-extensions.md): every team's staff of a season in one answer.
  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/staffs`, async (req) => {
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    return {
      staffs: season.teamIds.flatMap((teamId) =>
        (snap.model.staffByTeam.get(teamId) ?? []).map((s) => ({ ...staffOut(s), teamId })),
      ),
    };
  });

  app.get<{ Params: SeasonDataParams }>(`${BASE}/teams/:team/season-data/:season/staffs`, async (req) => {
    const snap = snapshotOf(ctx);
    return staffsOf(snap, teamSeason(snap, req.params).team.id);
  });

  app.get<{ Params: SeasonDataParams }>(`${BASE}/teams/:team/season-data/:season/matches`, async (req) => {
    const snap = snapshotOf(ctx);
    const { team, season } = teamSeason(snap, req.params);
    return (snap.model.matchesBySeason.get(season.id) ?? [])
      .map((r) => snap.match(r.raw.id)!)
      .filter((s) => s.home.id === team.id || s.away.id === team.id)
      .map((s) => matchSummaryOut(s, 'es'));
  });

  app.get<{ Params: SeasonDataParams }>(`${BASE}/teams/:team/season-data/:season/stats`, async (req) => {
    const snap = snapshotOf(ctx);
    const { team, season } = teamSeason(snap, req.params);
    const tallies = seasonTallies(snap, season);
    // The team's place among the season's teams, for every code.
    return {
      rankings: STAT_CODES.flatMap((code) =>
        rankingOf(standingOn(snap.model, tallies, 'teams', code), team.id, (l) => teamRankingOut(snap.model, code, l)),
      ),
    };
  });

  app.get<{ Params: SeasonDataParams }>(`${BASE}/teams/:team/season-data/:season/players`, async (req) => {
    const snap = snapshotOf(ctx);
    return squadOut(snap.model, teamSeason(snap, req.params).team.id);
  });

  // An extension (docs/upstream-extensions.md): a player's seasons, each with the player as that season lists them.
  app.get<{ Params: IdParams }>(`${BASE}/players/:id/season-data`, async (req) => {
    const genders = genderList(req.query as Query, 'ctxGenders');
    const snap = snapshotOf(ctx);
    const seasons = seasonPlayers(snap.model).byPlayer.get(parseId(req.params.id, 'player id'));
    if (!seasons) throw notFound('Player not found');
    return { seasons: genders.length === 0 ? seasons : seasons.filter((s) => genders.includes(s.player.gender)) };
  });

  app.get<{ Params: { id: string; season: string } }>(`${BASE}/players/:id/season-data/:season/stats`, async (req) => {
    const snap = snapshotOf(ctx);
    const player = snap.model.players.get(parseId(req.params.id, 'player id'));
    if (!player) throw notFound('Player not found');
    const season = seasonParam(snap, req.params.season);
    const tallies = seasonTallies(snap, season);
    return {
      rankings: STAT_CODES.flatMap((code) =>
        rankingOf(standingOn(snap.model, tallies, 'players', code), player.id, (l) =>
          playerRankingOut(snap.model, code, l),
        ),
      ),
    };
  });

  // An extension (docs/upstream-extensions.md): the matches of a season the player took part in, with their line of each.
  app.get<{ Params: { id: string; season: string } }>(
    `${BASE}/players/:id/season-data/:season/matches`,
    async (req) => {
      const snap = snapshotOf(ctx);
      const player = snap.model.players.get(parseId(req.params.id, 'player id'));
      if (!player) throw notFound('Player not found');
      const season = seasonParam(snap, req.params.season);
      const matches = (snap.model.matchesBySeason.get(season.id) ?? []).flatMap((r) => {
        const state = snap.match(r.raw.id)!;
        // Taking part is having an event, as a season's matches played (`PG`) counts it.
        const event = state.score && state.events.find((e) => e.playerId === player.id);
        if (!event) return [];
        const line = tallyPlayers(snap.model, [state]).get(player.id)!;
        return [
          {
            match: matchSummaryOut(state, 'es'),
            teamId: event.teamId,
            minutes: state.clock.played[0] + state.clock.played[1],
            goals: statValue(line, 'GOL'),
            assists: statValue(line, 'ASS-V'),
            yellowCards: statValue(line, 'CRT-G'),
            redCards: statValue(line, 'CRT-R'),
          },
        ];
      });
      return { matches };
    },
  );

  // An extension (docs/upstream-extensions.md): every player's lines of the season in one call, made once per count.
  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/players/season-stats`, async (req) => {
    const snap = snapshotOf(ctx);
    const tallies = seasonTallies(snap, seasonParam(snap, req.params.id));
    return keptTable(tallies, 'players|season-stats', () => {
      const byPlayer = new Map<number, ReturnType<typeof bareRankingOut>[]>();
      for (const code of STAT_CODES) {
        for (const [id, line] of standingOn(snap.model, tallies, 'players', code)) {
          let lines = byPlayer.get(id);
          if (!lines) byPlayer.set(id, (lines = []));
          lines.push(bareRankingOut(code, line));
        }
      }
      return { players: [...byPlayer].map(([playerId, rankings]) => ({ playerId, rankings })) };
    });
  });
}
