import type { FastifyInstance, FastifyReply } from 'fastify';
import { crestSvg } from '../art/crest.js';
import { newsSvg } from '../art/news-art.js';
import { candidateSvg, playerSvg, staffSvg } from '../art/people.js';
import { draftIndex } from '../draft/draft-index.js';
import { notFound } from '../http/errors.js';
import type { RouteContext } from './context.js';

const FILE = /^(\d{1,9})(-inverse)?\.svg$/;

function parseFile(file: string): { id: number; inverse: boolean } {
  const m = FILE.exec(file);
  if (!m) throw notFound('No such image');
  return { id: Number(m[1]), inverse: m[2] !== undefined };
}

function svg(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .send(body);
}

/** Crests and pictures under stable paths on this API's own origin: nothing is ever fetched elsewhere. */
export function mediaRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const model = ctx.league.model;
  app.get<{ Params: { file: string } }>('/media/teams/:file', async (req, reply) => {
    const { id, inverse } = parseFile(req.params.file);
    const team = model.teams.get(id);
    if (!team) throw notFound('Team not found');
    return svg(reply, crestSvg(team, inverse));
  });
  app.get<{ Params: { file: string } }>('/media/players/:file', async (req, reply) => {
    const id = parseFile(req.params.file).id;
    const player = model.players.get(id);
    if (player) return svg(reply, playerSvg(player, model.teams.get(player.teamId)));
    const candidate = draftIndex(model).candidates.get(id);
    if (!candidate) throw notFound('Player not found');
    return svg(reply, candidateSvg(candidate.candidate));
  });
  app.get<{ Params: { file: string } }>('/media/staff/:file', async (req, reply) => {
    const id = parseFile(req.params.file).id;
    const member = model.raw.staff.find((s) => s.id === id);
    if (!member) throw notFound('Staff member not found');
    return svg(reply, staffSvg(member, model.teams.get(member.teamId)));
  });
  app.get<{ Params: { file: string } }>('/media/news/:file', async (req, reply) => {
    const post = ctx.league.news().byId.get(parseFile(req.params.file).id);
    if (!post) throw notFound('Image not found');
    return svg(reply, newsSvg(post.title, post.topic, model.teams.get(post.tags[0]!), model.teams.get(post.tags[1]!)));
  });
}
