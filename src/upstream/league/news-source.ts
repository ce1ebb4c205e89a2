import type { WebContext } from '../../shared/config/contexts.js';
import type { RawTeam, RawTurn } from '../data/types.js';
import type { NewsFixture, NewsMvp, NewsSeason, NewsSource } from '../generate/news.js';
import { isFinal, type MatchStatus } from './live.js';
import { phasesHost } from './model.js';
import { type LeagueRuntime, type MatchState, Snapshot } from './snapshot.js';
import { turnMvp } from './turn-mvp.js';

const GENDER = { kings: 'male', queens: 'female' } as const;
/** Matches that will never be played: they neither keep a matchday open nor start it. */
const unplayed = (status: MatchStatus) => status === 'postponed' || status === 'cancelled';

/**
 * What the news may say about a region's league, read from the league itself: its clubs, and
 * at any instant the matchdays already over (with the MVP the turn-players endpoint names) and
 * the fixtures of those not yet started. Only the regular phase's turns are news matter; a turn
 * with a rolling fixture is none: that fixture kicks off when the API starts, and the news, written
 * once per league, must not depend on when that was.
 */
export function leagueNewsSource(runtime: LeagueRuntime): NewsSource {
  const { model } = runtime;
  const seasons = new Map<string, { league: string; turns: RawTurn[]; teams: RawTeam[] }>();
  // A turn over keeps its MVP for good: worked out once, not once per post.
  const mvps = new Map<number, NewsMvp | null>();
  const seasonOf = (context: WebContext, region: string) => {
    const key = `${context} ${region}`;
    let found = seasons.get(key);
    if (!found) {
      const competition = model.raw.competitions.find((c) => c.region === region && c.gender === GENDER[context]);
      const season =
        competition && model.raw.seasons.find((s) => s.competitionId === competition.id && s.edition === 'current');
      if (!competition || !season) throw new Error(`no current league season for ${key}`);
      const turns = phasesHost(model, season)
        .phases.filter((p) => p.kind === 'regular')
        .flatMap((p) => p.groups.flatMap((g) => g.turns));
      found = { league: competition.name, turns, teams: season.teamIds.map((id) => model.teams.get(id)!) };
      seasons.set(key, found);
    }
    return found;
  };

  return {
    clubsOf(context, region) {
      const { league, teams } = seasonOf(context, region);
      return { league, teams, players: teams.flatMap((t) => model.playersByTeam.get(t.id) ?? []) };
    },
    seasonAt(context, region, minute): NewsSeason {
      const time = runtime.anchorMs + minute * 60_000;
      // No turn read here holds a rolling fixture, so the start its kick-off depends on is never read.
      const snap = new Snapshot(runtime, time, time);
      const over: NewsMvp[] = [];
      const ahead: NewsFixture[] = [];
      for (const turn of seasonOf(context, region).turns) {
        if (turn.matches.some((m) => m.rolling)) continue;
        const states = turn.matches.map((m) => snap.match(m.id)!);
        if (states.every((s) => isFinal(s.clock.status) || unplayed(s.clock.status))) {
          if (!mvps.has(turn.id)) mvps.set(turn.id, mvpOf(snap, turn, states));
          const mvp = mvps.get(turn.id);
          if (mvp) over.push(mvp);
        } else if (states.every((s) => s.clock.status === 'notStarted' || unplayed(s.clock.status))) {
          for (const s of states) {
            if (s.clock.status === 'notStarted') ahead.push({ matchday: turn.number, home: s.home, away: s.away });
          }
        }
      }
      return { over, ahead };
    },
  };
}

function mvpOf(snap: Snapshot, turn: RawTurn, states: readonly MatchState[]): NewsMvp | null {
  const id = turnMvp(
    snap,
    turn.matches.map((m) => m.id),
  );
  if (id === null) return null;
  for (const s of states) {
    const event = s.events.find((e) => e.playerId === id);
    if (!event || !s.score) continue;
    const home = event.teamId === s.home.id;
    const [team, opponent] = home ? [s.home, s.away] : [s.away, s.home];
    const goals: [number, number] = home ? [s.score.home, s.score.away] : [s.score.away, s.score.home];
    const shootout: [number, number] | null = s.shootout && (home ? s.shootout : [s.shootout[1], s.shootout[0]]);
    return {
      matchday: turn.number,
      player: snap.model.players.get(id)!,
      team,
      opponent,
      goals,
      shootout,
      won: s.winnerId === team.id,
    };
  }
  return null;
}
