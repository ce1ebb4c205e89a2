import type { FastifyInstance } from 'fastify';
import type { RawSeason } from '../data/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { enumParam, genderList, intParam, listParam, type Query, single } from '../http/params.js';
import { isStatCode, parameterOf, type StatCode } from '../league/codes.js';
import type { Snapshot } from '../league/snapshot.js';
import { keptTable } from '../shape/kept-rankings.js';
import {
  ORDER_BY,
  type Ordering,
  playerLines,
  playerRankingOut,
  rankLines,
  type SortOrder,
  seasonTallies,
  teamLines,
  teamRankingOut,
  withStatsOut,
} from '../shape/ranking.js';
import { type IdParams, type RouteContext, seasonParam, snapshotOf } from './context.js';

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

interface TableSpec {
  code: StatCode;
  others: StatCode[];
  orderBy: Ordering;
  sortOrder: SortOrder | undefined;
}

/** `CODE` or `CODE:WITH:WITH`, in ranking order; a code the API does not know is a table that does not exist (null). */
function tableSpec(value: string, name: string): TableSpec | null {
  const [code = '', ...others] = value.split(':');
  if (others.some((c) => !isStatCode(c))) throw badRequest(`${name} must list stat codes`);
  return isStatCode(code) ? { code, others: others as StatCode[], orderBy: 'ranking', sortOrder: 'ASC' } : null;
}

function playerTable(
  snap: Snapshot,
  season: RawSeason,
  t: TableSpec,
  genders: readonly string[],
  page: number,
  pageSize: number,
) {
  const tallies = seasonTallies(snap, season);
  const ranked = keptTable(tallies, `players|${t.code}|${t.others}|${t.orderBy}|${t.sortOrder}|${genders}`, () =>
    rankLines(
      playerLines(
        snap.model,
        tallies,
        t.code,
        { others: t.others },
        (p) => genders.length === 0 || genders.includes(p.gender),
      ),
      t.orderBy,
      t.sortOrder,
    ),
  );
  return {
    parameter: parameterOf(t.code),
    page,
    pageSize,
    total: ranked.length,
    rankings: ranked
      .slice((page - 1) * pageSize, page * pageSize)
      .map((l) => ({ ...playerRankingOut(snap.model, t.code, l), withStats: withStatsOut(l, t.others) })),
  };
}

function teamTable(snap: Snapshot, season: RawSeason, t: TableSpec) {
  const tallies = seasonTallies(snap, season);
  const ranked = keptTable(tallies, `teams|${t.code}|${t.others}|${t.orderBy}|${t.sortOrder}`, () =>
    rankLines(teamLines(tallies, t.code, { others: t.others }), t.orderBy, t.sortOrder),
  );
  return {
    parameter: parameterOf(t.code),
    rankings: ranked.map((l) => ({ ...teamRankingOut(snap.model, t.code, l), withStats: withStatsOut(l, t.others) })),
  };
}

type CodeParams = IdParams & { code: string };

export function statsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: CodeParams }>(`${BASE}/seasons/:id/players/stats/:code`, async (req) => {
    const q = req.query as Query;
    const code = pathCode(req.params.code);
    const others = codeList(q, 'withCodes');
    const table = { code, others, ...ordering(q, others) };
    const genders = genderList(q, 'ctxGenders');
    const page = intParam(q, 'page', { min: 1, max: 100_000, fallback: 1 });
    const pageSize = intParam(q, 'pageSize', { min: 1, max: 100, fallback: 20 });
    const snap = snapshotOf(ctx);
    return playerTable(snap, seasonParam(snap, req.params.id), table, genders, page, pageSize);
  });

  app.get<{ Params: CodeParams }>(`${BASE}/seasons/:id/teams/stats/:code`, async (req) => {
    const q = req.query as Query;
    const code = pathCode(req.params.code);
    const others = codeList(q, 'withCodes');
    const snap = snapshotOf(ctx);
    return teamTable(snap, seasonParam(snap, req.params.id), { code, others, ...ordering(q, others) });
  });

  // An extension (docs/upstream-extensions.md): several tables' first pages in ranking order, each as its own call gives it.
  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/stats/first-pages`, async (req) => {
    const q = req.query as Query;
    const genders = genderList(q, 'ctxGenders');
    const pageSize = intParam(q, 'pageSize', { min: 1, max: 100, fallback: 20 });
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    const asked = (name: string) => listParam(q, name).map((table) => ({ table, spec: tableSpec(table, name) }));
    return {
      players: asked('players').map(({ table, spec }) => ({
        table,
        page: spec && playerTable(snap, season, spec, genders, 1, pageSize),
      })),
      teams: asked('teams').map(({ table, spec }) => ({ table, page: spec && teamTable(snap, season, spec) })),
    };
  });

  /** The site's cards teaser: one ranking, ties broken by the secondary codes, each line saying its secondary totals. */
  app.get('/api/stats', async (req) => {
    const q = req.query as Query;
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, single(q, 'season'));
    const type = enumParam(q, 'type', ['players', 'teams'] as const) ?? 'players';
    const main = queryCode(single(q, 'mainCode'), 'mainCode');
    const secondary = codeList(q, 'secondaryCodes');
    const genders = genderList(q, 'ctxGenders');
    const { orderBy, sortOrder } = ordering(q, secondary);
    const tallies = seasonTallies(snap, season);
    const key = `cards|${type}|${main}|${secondary}|${orderBy}|${sortOrder}|${genders}`;
    if (type === 'teams')
      return keptTable(tallies, key, () => rankLines(teamLines(tallies, main, { secondary }), orderBy, sortOrder)).map(
        (l) => teamRankingOut(snap.model, main, l),
      );
    const ranked = keptTable(tallies, key, () =>
      rankLines(
        playerLines(
          snap.model,
          tallies,
          main,
          { secondary },
          (p) => genders.length === 0 || genders.includes(p.gender),
        ),
        orderBy,
        sortOrder,
      ),
    );
    return ranked.map((l) => ({
      ...playerRankingOut(snap.model, main, l),
      secondaryStats: secondary.map((c, i) => ({ parameter: parameterOf(c), total: l.secondary[i] ?? 0 })),
    }));
  });
}
