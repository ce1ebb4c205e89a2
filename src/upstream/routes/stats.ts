import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors.js';
import { enumParam, intParam, listParam, single, type Query } from '../http/params.js';
import { isStatCode, parameterOf, type StatCode } from '../league/codes.js';
import { finalStates, ORDER_BY, playerLines, playerRankingOut, rankLines, teamLines, teamRankingOut, type SortOrder } from '../shape/ranking.js';
import { seasonParam, snapshotOf, type IdParams, type RouteContext } from './context.js';

const BASE = '/api/v1/competition';
const SORT = ['ASC', 'DESC'] as const;

function statCode(value: string | undefined, name = 'code'): StatCode {
  if (value === undefined || !isStatCode(value)) throw badRequest(`unknown stat ${name}: ${String(value).slice(0, 20)}`);
  return value;
}

function ordering(q: Query) {
  return { orderBy: enumParam(q, 'orderBy', ORDER_BY) ?? 'ranking', sortOrder: enumParam<SortOrder>(q, 'sortOrder', SORT, (v) => v.toUpperCase()) };
}

type CodeParams = IdParams & { code: string };

export function statsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: CodeParams }>(`${BASE}/seasons/:id/players/stats/:code`, async (req) => {
    const q = req.query as Query;
    const code = statCode(req.params.code);
    const { orderBy, sortOrder } = ordering(q);
    const page = intParam(q, 'page', { min: 1, max: 100_000, fallback: 1 });
    const pageSize = intParam(q, 'pageSize', { min: 1, max: 100, fallback: 20 });
    const snap = snapshotOf(ctx);
    const ranked = rankLines(playerLines(snap.model, finalStates(snap, seasonParam(snap, req.params.id)), code), orderBy, sortOrder);
    return {
      parameter: parameterOf(code), page, pageSize, total: ranked.length,
      rankings: ranked.slice((page - 1) * pageSize, page * pageSize).map((l) => playerRankingOut(snap.model, code, l)),
    };
  });

  app.get<{ Params: CodeParams }>(`${BASE}/seasons/:id/teams/stats/:code`, async (req) => {
    const code = statCode(req.params.code);
    const { orderBy, sortOrder } = ordering(req.query as Query);
    const snap = snapshotOf(ctx);
    const ranked = rankLines(teamLines(finalStates(snap, seasonParam(snap, req.params.id)), code), orderBy, sortOrder);
    return { parameter: parameterOf(code), rankings: ranked.map((l) => teamRankingOut(snap.model, code, l)) };
  });

  /** The site's cards teaser: one ranking, ties broken by the secondary codes, each line saying its secondary totals. */
  app.get('/api/stats', async (req) => {
    const q = req.query as Query;
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, single(q, 'season'));
    const type = enumParam(q, 'type', ['players', 'teams'] as const) ?? 'players';
    const main = statCode(single(q, 'mainCode'), 'mainCode');
    const secondary = listParam(q, 'secondaryCodes').map((c) => statCode(c, 'secondaryCodes'));
    const genders = listParam(q, 'ctxGenders');
    if (genders.some((g) => !['male', 'female', 'both'].includes(g))) throw badRequest('ctxGenders must be male, female or both');
    const { orderBy, sortOrder } = ordering(q);
    const states = finalStates(snap, season);
    if (type === 'teams') return rankLines(teamLines(states, main), orderBy, sortOrder).map((l) => teamRankingOut(snap.model, main, l));
    const lines = playerLines(snap.model, states, main, secondary, (p) => genders.length === 0 || genders.includes(p.gender));
    return rankLines(lines, orderBy, sortOrder).map((l) => ({
      ...playerRankingOut(snap.model, main, l),
      secondaryStats: secondary.map((c, i) => ({ parameter: parameterOf(c), total: l.secondary[i] ?? 0 })),
    }));
  });
}
