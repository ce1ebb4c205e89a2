import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/errors.js';
import { boolParam, langParam, listParam, parseId, type Query, single } from '../http/params.js';
import { groupName } from '../shape/i18n.js';
import { matchSummaryOut } from '../shape/match.js';
import { matchDetailOut } from '../shape/match-detail.js';
import { standingsOut, turnOut } from '../shape/phases.js';
import { type IdParams, type RouteContext, snapshotOf } from './context.js';

const BASE = '/api/v1/competition';
/** A season's matchday has at most a dozen matches on at once; a longer list is a mistake. */
const MAX_IDS = 50;

export function matchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: IdParams }>(`${BASE}/matches/:id`, async (req) => {
    const q = req.query as Query;
    const lang = langParam(q);
    // `live` only asks for the freshest view, which is the only view this API has.
    boolParam(q, 'live');
    const competition = single(q, 'competitionId');
    const competitionId = competition === undefined ? null : parseId(competition, 'competitionId');
    const snap = snapshotOf(ctx);
    const state = snap.match(parseId(req.params.id, 'match id'));
    if (!state) throw notFound('Match not found');
    const season = snap.model.seasons.get(state.ref.raw.seasonId)!;
    if (competitionId !== null && season.competitionId !== competitionId)
      throw notFound('Match not found in that competition');
    return matchDetailOut(snap, state, lang);
  });

  // An extension (docs/upstream-extensions.md): several of a season's matches as its fixtures list
  // them, read from the live view, in one call.
  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/matches`, async (req) => {
    const q = req.query as Query;
    const lang = langParam(q);
    boolParam(q, 'live');
    const ids = listParam(q, 'ids').map((id) => parseId(id, 'ids'));
    if (ids.length === 0 || ids.length > MAX_IDS) throw badRequest(`ids must name 1 to ${MAX_IDS} matches`);
    const snap = snapshotOf(ctx);
    const seasonId = parseId(req.params.id, 'season id');
    if (!snap.model.seasons.has(seasonId)) throw notFound('Season not found');
    return [...new Set(ids)].flatMap((id) => {
      const state = snap.match(id);
      return state?.ref.raw.seasonId === seasonId ? [matchSummaryOut(state, lang)] : [];
    });
  });

  app.get<{ Params: IdParams }>(`${BASE}/groups/:id`, async (req) => {
    const lang = langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const ref = snap.model.groups.get(parseId(req.params.id, 'group id'));
    if (!ref) throw notFound('Group not found');
    return {
      id: ref.group.id,
      name: groupName(ref.group.kind, lang, ref.group.label),
      standings: standingsOut(snap, ref.group.id),
    };
  });

  app.get<{ Params: IdParams }>(`${BASE}/turns/:id`, async (req) => {
    const lang = langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const ref = snap.model.turns.get(parseId(req.params.id, 'turn id'));
    if (!ref) throw notFound('Turn not found');
    return turnOut(snap, ref.turn, lang);
  });
}
