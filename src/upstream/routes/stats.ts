import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/errors.js';
import { enumParam, intParam, listParam, single, type Query } from '../http/params.js';
import { isStatCode, parameterOf, type StatCode } from '../league/codes.js';
import {
  ORDER_BY, playerLines, playerRankingOut, rankLines, seasonTallies, teamLines, teamRankingOut, withStatsOut, type Ordering, type SortOrder,
} from '../shape/ranking.js';
import { keptTable } from '../shape/kept-rankings.js';
import { seasonParam, snapshotOf, type IdParams, type RouteContext } from './context.js';

const BASE = '/api/v1/competition';
const SORT = ['ASC', 'DESC'] as const;

/** A stat code in the path names a table: an unknown one is a table that does not exist (404), as the site reads it. */
function pathCode(value: string): StatCode {
  if (!isStatCode(value)) throw notFound(`Unknown stat code: ${value.slice(0, 20)}`);
  return value;
}

function queryCode(value: string | undefined, name: string): StatCode {
  if (value === undefined || !isStatCode(value)) throw badRequest(`${name} must be a stat code`);
  return value;
}

function codeList(q: Query, name: string): StatCode[] {
  return listParam(q, name).map((c) => queryCode(c, name));
}

/** A table is ordered by a field of its lines or by one of the further codes it was asked for. */
function ordering(q: Query, codes: readonly StatCode[]) {
  return {
    orderBy: enumParam<Ordering>(q, 'orderBy', [...ORDER_BY, ...codes]) ?? 'ranking',
    sortOrder: enumParam<SortOrder>(q, 'sortOrder', SORT, (v) => v.toUpperCase()),
  };
}

function genderParam(q: Query): string[] {
  const genders = listParam(q, 'ctxGenders');
  if (genders.some((g) => !['male', 'female', 'both'].includes(g))) throw badRequest('ctxGenders must be male, female or both');
  return genders;
}

type CodeParams = IdParams & { code: string };

export function statsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: CodeParams }>(`${BASE}/seasons/:id/players/stats/:code`, async (req) => {
    const q = req.query as Query;
    const code = pathCode(req.params.code);
    const others = codeList(q, 'withCodes');
    const { orderBy, sortOrder } = ordering(q, others);
    const genders = genderParam(q);
    const page = intParam(q, 'page', { min: 1, max: 100_000, fallback: 1 });
    const pageSize = intParam(q, 'pageSize', { min: 1, max: 100, fallback: 20 });
    const snap = snapshotOf(ctx);
    const tallies = seasonTallies(snap, seasonParam(snap, req.params.id));
    const ranked = keptTable(tallies, `players|${code}|${others}|${orderBy}|${sortOrder}|${genders}`, () =>
      rankLines(playerLines(snap.model, tallies, code, { others }, (p) => genders.length === 0 || genders.includes(p.gender)), orderBy, sortOrder));
    return {
      parameter: parameterOf(code), page, pageSize, total: ranked.length,
      rankings: ranked.slice((page - 1) * pageSize, page * pageSize).map((l) => ({ ...playerRankingOut(snap.model, code, l), withStats: withStatsOut(l, others) })),
    };
  });

  app.get<{ Params: CodeParams }>(`${BASE}/seasons/:id/teams/stats/:code`, async (req) => {
    const q = req.query as Query;
    const code = pathCode(req.params.code);
    const others = codeList(q, 'withCodes');
    const { orderBy, sortOrder } = ordering(q, others);
    const snap = snapshotOf(ctx);
    const tallies = seasonTallies(snap, seasonParam(snap, req.params.id));
    const ranked = keptTable(tallies, `teams|${code}|${others}|${orderBy}|${sortOrder}`, () => rankLines(teamLines(tallies, code, { others }), orderBy, sortOrder));
    return { parameter: parameterOf(code), rankings: ranked.map((l) => ({ ...teamRankingOut(snap.model, code, l), withStats: withStatsOut(l, others) })) };
  });

/** The site's cards teaser: one ranking, ties broken by the secondary codes, each line saying its secondary totals. */
  app.get('/api/stats', async (req) => {
    const q = req.query as Query;
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, single(q, 'season'));
    const type = enumParam(q, 'type', ['players', 'teams'] as const) ?? 'players';
    const main = queryCode(single(q, 'mainCode'), 'mainCode');
    const secondary = codeList(q, 'secondaryCodes');
    const genders = genderParam(q);
    const { orderBy, sortOrder } = ordering(q, secondary);
    const tallies = seasonTallies(snap, season);
    const key = `cards|${type}|${main}|${secondary}|${orderBy}|${sortOrder}|${genders}`;
    if (type === 'teams') return keptTable(tallies, key, () => rankLines(teamLines(tallies, main, { secondary }), orderBy, sortOrder)).map((l) => teamRankingOut(snap.model, main, l));
    const ranked = keptTable(tallies, key, () =>
      rankLines(playerLines(snap.model, tallies, main, { secondary }, (p) => genders.length === 0 || genders.includes(p.gender)), orderBy, sortOrder));
    return ranked.map((l) => ({
      ...playerRankingOut(snap.model, main, l),
      secondaryStats: secondary.map((c, i) => ({ parameter: parameterOf(c), total: l.secondary[i] ?? 0 })),
    }));
  });
}
