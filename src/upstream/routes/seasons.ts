import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors.js';
import { genderList, langParam, listParam, parseId, type Query, single } from '../http/params.js';
import { isFinal } from '../league/live.js';
import { phasesHost } from '../league/model.js';
import type { Snapshot } from '../league/snapshot.js';
import { turnMvp } from '../league/turn-mvp.js';
import { matchSummaryOut } from '../shape/match.js';
import { playerWithTeam, teamOut } from '../shape/people.js';
import { phasesOut, turnOut, turnSpan } from '../shape/phases.js';
import { seasonOut, seasonSpan, spanLabel } from '../shape/season.js';
import { type SeasonPlayerOut, seasonPlayers } from '../shape/season-players.js';
import { type IdParams, type RouteContext, seasonParam, snapshotOf, teamParam } from './context.js';

const BASE = '/api/v1/competition';

function clusters(snap: Snapshot, genders: readonly string[], competitions: readonly number[]) {
  const { raw, competitions: byId } = snap.model;
  return raw.clusters.flatMap((cluster) => {
    const seasons = raw.seasons.filter(
      (s) =>
        s.clusterId === cluster.id &&
        (competitions.length === 0 || competitions.includes(s.competitionId)) &&
        (genders.length === 0 || genders.includes(byId.get(s.competitionId)!.gender)),
    );
    if (seasons.length === 0) return [];
    const spans = seasons.map((s) => seasonSpan(snap, s));
    const [start, finish] = [Math.min(...spans.map((s) => s.start)), Math.max(...spans.map((s) => s.finish))];
    return [
      {
        id: cluster.id,
        name: `Temporada ${spanLabel(start, finish)}`,
        isCurrent: cluster.edition === 'current',
        finish: new Date(finish).toISOString(),
        seasons: seasons.map((s) => seasonOut(snap, s)),
      },
    ];
  });
}

export function seasonRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(`${BASE}/season-clusters`, async (req) => {
    const q = req.query as Query;
    const genders = genderList(q, 'genders');
    const competitions = listParam(q, 'competitions').map((v) => parseId(v, 'competitions'));
    return clusters(snapshotOf(ctx), genders, competitions);
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id`, async (req) => {
    const lang = langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    return { ...seasonOut(snap, season), phases: phasesOut(snap, season, lang) };
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/teams`, async (req) => {
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    const placeholders = new Set<number>();
    for (const ref of snap.model.matchesBySeason.get(season.id) ?? []) {
      const s = snap.match(ref.raw.id)!;
      for (const team of [s.home, s.away]) if (team.placeholder) placeholders.add(team.id);
    }
    return [...season.listedTeamIds, ...[...placeholders].sort((a, b) => a - b)].map((id) =>
      teamOut(snap.model.teams.get(id)!),
    );
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/players`, async (req) => {
    const q = req.query as Query;
    langParam(q);
    const genders = genderList(q, 'ctxGenders');
    const categories = listParam(q, 'categories');
    if (categories.some((c) => c !== 'draft' && c !== 'wildcard'))
      throw badRequest('categories must be draft or wildcard');
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    const wanted = (p: SeasonPlayerOut) =>
      (genders.length === 0 || genders.includes(p.gender)) &&
      (categories.length === 0 || (p.category !== null && categories.includes(p.category)));
    return (seasonPlayers(snap.model).listed.get(season.id) ?? []).filter(wanted);
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/players/turn-players`, async (req) => {
    const lang = langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const host = phasesHost(snap.model, seasonParam(snap, req.params.id));
    return host.phases
      .flatMap((p) => p.groups.flatMap((g) => g.turns))
      .map((turn) => {
        const mvp = turnMvp(
          snap,
          turn.matches.map((m) => m.id),
        );
        const { id, name, shortName } = turnOut(snap, turn, lang);
        return {
          id,
          name,
          shortName,
          mvpPlayerId: mvp,
          player: mvp === null ? null : playerWithTeam(snap.model, snap.model.players.get(mvp)!),
        };
      });
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/match-center-data`, async (req) => {
    const q = req.query as Query;
    const lang = langParam(q);
    const snap = snapshotOf(ctx);
    const host = phasesHost(snap.model, seasonParam(snap, req.params.id));
    const teamText = single(q, 'teamId');
    const team = teamText === undefined ? null : teamParam(snap, teamText);
    return host.phases
      .flatMap((p) => p.groups.flatMap((g) => g.turns))
      .map((turn) => {
        const states = turn.matches.map((m) => snap.match(m.id)!);
        const { start, finish } = turnSpan(snap, turn);
        return {
          id: turn.id,
          turnName: turnOut(snap, turn, lang).name,
          ended: states.every((s) => isFinal(s.clock.status) || s.clock.status === 'cancelled'),
          startDate: start,
          finishDate: finish,
          matches: states
            .filter((s) => !team || s.home.id === team.id || s.away.id === team.id)
            .map((s) => matchSummaryOut(s, lang)),
        };
      });
  });
}
