import type { FastifyInstance, FastifyReply } from 'fastify';
import { legendSvg } from '../art/people.js';
import type { RawDraft, RawSeason } from '../data/types.js';
import { notFound } from '../http/errors.js';
import { genderList, langParam, listParam, parseId, type Query, single } from '../http/params.js';
import type { Snapshot } from '../league/snapshot.js';
import { type IdParams, type RouteContext, seasonParam, snapshotOf, teamParam } from '../routes/context.js';
import { draftIndex } from './draft-index.js';
import { applicationOut, candidateOut, draftOut, isoAt, legendOut, transfersOut } from './draft-shape.js';
import { nextCallMinute } from './next-call.js';

const BASE = '/api/v1/competition';

function draftOf(snap: Snapshot, season: RawSeason): RawDraft {
  const draft = draftIndex(snap.model).bySeason.get(season.id);
  if (!draft) throw notFound('No draft in that season');
  return draft;
}

/** docs/upstream-extensions.md "Draft and people": the draft, its reserves, the open call, the window and the legends. */
export function draftRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/draft`, async (req) => {
    langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    return draftOut(snap, draftOf(snap, seasonParam(snap, req.params.id)));
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/draft/reserves`, async (req) => {
    const q = req.query as Query;
    langParam(q);
    const wanted = genderList(q, 'ctxGenders');
    const snap = snapshotOf(ctx);
    const draft = draftOf(snap, seasonParam(snap, req.params.id));
    const { candidates } = draftIndex(snap.model);
    return draft.reserves
      .map((id) => candidates.get(id)!.candidate)
      .filter((c) => wanted.length === 0 || wanted.includes(c.gender))
      .map((c, i) => ({ rank: i + 1, player: candidateOut(c) }));
  });

  app.get<{ Params: IdParams }>(`${BASE}/competitions/:id/draft-application`, async (req) => {
    langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const id = parseId(req.params.id, 'competition id');
    if (!snap.model.competitions.has(id)) throw notFound('Competition not found');
    const draft = draftIndex(snap.model).byCompetition.get(id);
    if (!draft?.call) throw notFound('No open call to the draft');
    return applicationOut(snap, draft);
  });

  app.get<{ Params: IdParams }>(`${BASE}/competitions/:id/next-draft-call`, async (req) => {
    const snap = snapshotOf(ctx);
    const competition = snap.model.competitions.get(parseId(req.params.id, 'competition id'));
    if (!competition) throw notFound('Competition not found');
    const minute = nextCallMinute(snap.model, competition);
    if (minute === null) throw notFound('No next call announced');
    return { competitionId: competition.id, opens: isoAt(snap, minute) };
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/transfers`, async (req) => {
    const q = req.query as Query;
    langParam(q);
    const snap = snapshotOf(ctx);
    const draft = draftOf(snap, seasonParam(snap, req.params.id));
    const team = single(q, 'teamId');
    return transfersOut(snap, draft, team === undefined ? null : teamParam(snap, team).id);
  });

  app.get(`${BASE}/legends`, async (req) => {
    const q = req.query as Query;
    langParam(q);
    const competitions = listParam(q, 'competitions').map((v) => parseId(v, 'competitions'));
    const wanted = genderList(q, 'genders');
    const snap = snapshotOf(ctx);
    return [...draftIndex(snap.model).legends.values()]
      .filter(
        (l) =>
          (competitions.length === 0 || competitions.includes(l.competitionId)) &&
          (wanted.length === 0 || wanted.includes(l.gender)),
      )
      .map((l) => legendOut(snap, l));
  });

  app.get<{ Params: { file: string } }>('/media/legends/:file', async (req, reply: FastifyReply) => {
    const m = /^(\d{1,9})\.svg$/.exec(req.params.file);
    const legend = m ? draftIndex(ctx.league.model).legends.get(Number(m[1])) : undefined;
    if (!legend) throw notFound('Legend not found');
    const team = ctx.league.model.teams.get(legend.spells[0]?.teamId ?? -1);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(legendSvg(legend, team));
  });
}
