import type { FastifyInstance } from 'fastify';
import type { RawMatch, Slot } from '../data/types.js';
import { notFound } from '../http/errors.js';
import { langParam, type Query } from '../http/params.js';
import { phasesHost } from '../league/model.js';
import { hasKingOfKingsRace, kingOfKingsRace } from '../league/race.js';
import { type Snapshot, slotGroup } from '../league/snapshot.js';
import { matchSummaryOut } from '../shape/match.js';
import { teamOut } from '../shape/people.js';
import { turnOut } from '../shape/phases.js';
import { seasonOut } from '../shape/season.js';
import { type IdParams, type RouteContext, seasonParam, snapshotOf } from './context.js';

const BASE = '/api/v1/competition';

/** Where a side comes from, as the API names it: a table position (by group id) or a match's winner. */
function slotOut(host: Parameters<typeof slotGroup>[0], slot: Slot | undefined) {
  if (!slot) return null;
  if ('winnerOf' in slot) return { winnerOf: slot.winnerOf };
  const group = slotGroup(host, slot);
  return group ? { groupId: group.id, rank: slot.rank } : null;
}

function stadiumOut(snap: Snapshot, id: number) {
  const s = snap.model.stadiums.get(id);
  return s ? { id: s.id, name: s.name, countryId: s.countryId, country: s.country } : null;
}

/** The season a match's slot reads its winner from, for the road to a final between champions. */
function roadOf(snap: Snapshot, slot: Slot | undefined) {
  if (!slot || !('winnerOf' in slot)) return null;
  const ref = snap.model.matches.get(slot.winnerOf);
  if (!ref) return null;
  return {
    competitionId: snap.model.seasons.get(ref.raw.seasonId)!.competitionId,
    seasonId: ref.raw.seasonId,
    matchId: ref.raw.id,
  };
}

/** docs/upstream-extensions.md, World cups: brackets, venues, the King of Kings race and the Finalissima. */
export function cupRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/bracket`, async (req) => {
    const lang = langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    const host = phasesHost(snap.model, season);
    const rounds = host.phases
      .flatMap((p) => p.groups)
      .filter((g) => !g.hasStandings)
      .flatMap((g) =>
        g.turns.map((turn) => ({
          groupId: g.id,
          turnId: turn.id,
          kind: turn.kind,
          name: turnOut(snap, turn, lang).name,
          matches: turn.matches.map((m: RawMatch) => ({
            matchId: m.id,
            home: slotOut(host, m.homeFrom),
            away: slotOut(host, m.awayFrom),
          })),
        })),
      );
    return { seasonId: season.id, rounds };
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/stadiums`, async (req) => {
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    const venues = new Map<number, { matches: number; first: number; last: number }>();
    for (const ref of snap.model.matchesBySeason.get(season.id) ?? []) {
      const kickoff = snap.match(ref.raw.id)!.kickoff;
      const v = venues.get(ref.raw.stadiumId) ?? { matches: 0, first: kickoff, last: kickoff };
      venues.set(ref.raw.stadiumId, {
        matches: v.matches + 1,
        first: Math.min(v.first, kickoff),
        last: Math.max(v.last, kickoff),
      });
    }
    return [...venues]
      .sort((a, b) => a[1].first - b[1].first)
      .flatMap(([id, v]) => {
        const stadium = stadiumOut(snap, id);
        return stadium
          ? [
              {
                ...stadium,
                matches: v.matches,
                firstMatch: new Date(v.first).toISOString(),
                lastMatch: new Date(v.last).toISOString(),
              },
            ]
          : [];
      });
  });

  app.get<{ Params: IdParams }>(`${BASE}/seasons/:id/king-of-kings-race`, async (req) => {
    const lang = langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const season = seasonParam(snap, req.params.id);
    if (!hasKingOfKingsRace(season)) throw notFound('No King of Kings race for that season');
    const race = kingOfKingsRace(snap, season);
    const team = (id: number) => teamOut(snap.model.teams.get(id)!);
    return {
      seasonId: season.id,
      competitionId: season.competitionId,
      places: race.places,
      complete: race.complete,
      standings: race.rows.map((r) => ({
        rank: r.rank,
        team: team(r.teamId),
        points: r.points,
        played: r.played,
        remaining: r.remaining,
        maxPoints: r.maxPoints,
        status: r.status,
      })),
      qualified: race.rows.filter((r) => r.status === 'qualified').map((r) => team(r.teamId)),
      fixtures: race.fixtures.map((s) => matchSummaryOut(s, lang)),
    };
  });

  app.get(`${BASE}/finalissima`, async (req) => {
    const lang = langParam(req.query as Query);
    const snap = snapshotOf(ctx);
    const competition = snap.model.raw.competitions.find((c) => c.region === 'finalissima');
    const editions = snap.model.raw.seasons.filter((s) => s.competitionId === competition?.id);
    return editions
      .flatMap((season) => {
        const ref = (snap.model.matchesBySeason.get(season.id) ?? [])[0];
        if (!ref) return [];
        const state = snap.match(ref.raw.id)!;
        return [
          {
            season: seasonOut(snap, season),
            stadium: stadiumOut(snap, ref.raw.stadiumId),
            match: matchSummaryOut(state, lang),
            road: { home: roadOf(snap, ref.raw.homeFrom), away: roadOf(snap, ref.raw.awayFrom) },
          },
        ];
      })
      .sort((a, b) => Date.parse(b.match.date) - Date.parse(a.match.date));
  });
}
