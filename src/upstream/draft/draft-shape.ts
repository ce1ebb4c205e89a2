import type { RawCandidate, RawDraft, RawLegend } from '../data/types.js';
import type { Snapshot } from '../league/snapshot.js';
import { type PlayerOut, playerOut, teamOut } from '../shape/people.js';
import { seasonOut } from '../shape/season.js';

/** docs/upstream-extensions.md "Draft and people": every date is ISO 8601 in UTC. */
export const isoAt = (snap: Snapshot, minute: number) =>
  new Date(snap.runtime.anchorMs + minute * 60_000).toISOString();

/** A candidate nobody drafted is a player of the season on no team, signed through the draft. */
export function candidateOut(c: RawCandidate): PlayerOut & { team: null } {
  return {
    id: c.id,
    shortName: c.shortName,
    firstName: c.firstName,
    lastName: c.lastName,
    jerseyName: c.jerseyName,
    role: c.role,
    foot: c.foot,
    gender: c.gender,
    image: { url: `/media/players/${c.id}.svg` },
    countryId: c.countryId,
    jersey: null,
    secondaryCountryId: null,
    birthDate: c.birthDate,
    height: c.height,
    weight: c.weight,
    marketValue: c.marketValue,
    category: 'draft',
    metaInformation: c.ratings,
    team: null,
  };
}

/** How many players a squad of the draft's teams holds: the places past the draft are wildcards. */
function squadSize(snap: Snapshot, draft: RawDraft): number {
  return Math.max(...draft.order.map((id) => snap.model.playersByTeam.get(id)?.length ?? 0));
}

export function draftOut(snap: Snapshot, draft: RawDraft) {
  const { teams, players } = snap.model;
  const size = squadSize(snap, draft);
  return {
    seasonId: draft.seasonId,
    competitionId: draft.competitionId,
    date: isoAt(snap, draft.minute),
    nextDate: draft.nextMinute === null ? null : isoAt(snap, draft.nextMinute),
    rules: {
      teams: draft.order.length,
      rounds: draft.rounds,
      order: 'snake' as const,
      squadSize: size,
      wildcards: size - draft.rounds,
      reserves: draft.reserves.length,
    },
    picks: draft.picks.map((pick, i) => ({
      number: i + 1,
      round: Math.floor(i / draft.order.length) + 1,
      pick: (i % draft.order.length) + 1,
      team: teamOut(teams.get(pick.teamId)!),
      player: playerOut(players.get(pick.playerId)!),
    })),
  };
}

type TransferKind = 'draft' | 'wildcard' | RawDraft['moves'][number]['kind'];

/**
 * The window's transfers, newest first: the draft's picks, the wildcards signed after it and
 * the moves between teams. Ids are unique within the season: picks, wildcards and moves each
 * have their own thousand.
 */
export function transfersOut(snap: Snapshot, draft: RawDraft, teamId: number | null) {
  const { teams, players } = snap.model;
  const base = draft.seasonId * 10_000;
  const row = (id: number, minute: number, kind: TransferKind, playerId: number, from: number | null, to: number) => ({
    id,
    minute,
    kind,
    playerId,
    from,
    to,
  });
  const rows = [
    ...draft.picks.map((p, i) => row(base + i + 1, draft.minute, 'draft', p.playerId, null, p.teamId)),
    ...draft.wildcards.map((w, i) => row(base + 1000 + i + 1, w.minute, 'wildcard', w.playerId, null, w.teamId)),
    ...draft.moves.map((m) => row(base + 2000 + m.id, m.minute, m.kind, m.playerId, m.fromTeamId, m.toTeamId)),
  ];
  return {
    seasonId: draft.seasonId,
    opens: isoAt(snap, draft.minute),
    closes: isoAt(snap, draft.windowClosesMinute),
    transfers: rows
      .filter((r) => teamId === null || r.from === teamId || r.to === teamId)
      .sort((a, b) => b.minute - a.minute || b.id - a.id)
      .map((r) => ({
        id: r.id,
        date: isoAt(snap, r.minute),
        kind: r.kind,
        player: playerOut(players.get(r.playerId)!),
        fromTeam: r.from === null ? null : teamOut(teams.get(r.from)!),
        toTeam: teamOut(teams.get(r.to)!),
      })),
  };
}

export function applicationOut(snap: Snapshot, draft: RawDraft) {
  const call = draft.call!;
  const competition = snap.model.competitions.get(draft.competitionId)!;
  return {
    competitionId: draft.competitionId,
    seasonId: draft.seasonId,
    opens: isoAt(snap, call.opensMinute),
    closes: isoAt(snap, call.closesMinute),
    tryouts: isoAt(snap, call.tryoutsMinute),
    draftDate: draft.nextMinute === null ? null : isoAt(snap, draft.nextMinute),
    gender: competition.gender,
    minimumAge: call.minimumAge,
    maximumAge: call.maximumAge,
    residence: call.residence,
    requirements: call.requirements,
  };
}

export function legendOut(snap: Snapshot, legend: RawLegend) {
  return {
    id: legend.id,
    competitionId: legend.competitionId,
    firstName: legend.firstName,
    lastName: legend.lastName,
    shortName: legend.shortName,
    role: legend.role,
    gender: legend.gender,
    countryId: legend.countryId,
    image: { url: `/media/legends/${legend.id}.svg` },
    spells: legend.spells.map((s) => {
      const season = s.seasonId === null ? null : snap.model.seasons.get(s.seasonId);
      const out = season ? seasonOut(snap, season) : null;
      return {
        team: teamOut(snap.model.teams.get(s.teamId)!),
        season: out && { id: out.id, name: out.name, displayName: out.displayName },
        year: s.year,
        matches: s.matches,
        goals: s.goals,
        assists: s.assists,
        mvps: s.mvps,
      };
    }),
  };
}
