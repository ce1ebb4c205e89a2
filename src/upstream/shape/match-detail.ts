import type { Lang } from '../../shared/config/locales.js';
import { parameterId, STAT_CODES, type StatCode } from '../league/codes.js';
import type { MatchState, Snapshot } from '../league/snapshot.js';
import { halfState, statValue, tallyPlayers, tallyTeams } from '../league/tally.js';
import { matchSummaryOut } from './match.js';
import { squadOut, teamOut } from './people.js';
import { seasonOut } from './season.js';

const MATCH_CODES = STAT_CODES.filter((c): c is Exclude<StatCode, 'PG'> => c !== 'PG');

/** docs/upstream.md TeamStats for both sides, counted from the events shown so far. */
function matchStats(snap: Snapshot, s: MatchState) {
  if (!s.score) return null;
  const [all, first, second] = [tallyTeams([s]), tallyTeams([halfState(s, 1)]), tallyTeams([halfState(s, 2)])];
  const players = tallyPlayers(snap.model, [s]);
  const minutes = s.clock.played[0] + s.clock.played[1];
  const side = (teamId: number) => ({
    teamId,
    teamStats: MATCH_CODES.map((code) => {
      const value = (t: typeof all) => {
        const x = t.get(teamId);
        return x ? statValue(x, code) : 0;
      };
      return {
        id: parameterId(code),
        total: value(all),
        total1T: value(first),
        total2T: value(second),
        parameterCode: code,
      };
    }),
    players: [...players.values()]
      .filter((t) => snap.model.players.get(t.id)?.teamId === teamId)
      .sort((a, b) => a.id - b.id)
      .map((t) => ({
        playerId: t.id,
        playerStats: MATCH_CODES.map((code) => ({ parameterCode: code, total: statValue(t, code), minutes })).filter(
          (x) => x.total > 0,
        ),
      })),
  });
  return { homeTeam: side(s.home.id), awayTeam: side(s.away.id) };
}

/**
 * docs/upstream.md Match detail. Events come in id order, which is not play order past the ninth
 * ("KL_1_10" sorts before "KL_1_2"): like the real API, the order is no use and clients sort.
 */
export function matchDetailOut(snap: Snapshot, s: MatchState, lang: Lang) {
  const model = snap.model;
  const season = model.seasons.get(s.ref.raw.seasonId)!;
  const stadium = model.stadiums.get(s.ref.raw.stadiumId);
  const summary = matchSummaryOut(s, lang);
  const withSquad = (team: MatchState['home']) => ({
    ...teamOut(team),
    players: team.placeholder ? [] : squadOut(model, team.id),
    lineups: [],
  });
  const [p1, p2] = s.clock.played;
  return {
    ...summary,
    season: seasonOut(snap, season),
    participants: { ...summary.participants, homeTeam: withSquad(s.home), awayTeam: withSquad(s.away) },
    durations: {
      duration: p1 + p2,
      duration1T: p1,
      duration2T: p2,
      duration3T: null,
      durationP: s.shootout ? 3 : null,
    },
    halfs: { halfNumber: 2, halfDuration: 20, halfExtraTimeNumber: 0, halfExtraTimeDuration: 0 },
    stadium: stadium
      ? {
          name: stadium.name,
          image: null,
          countryId: stadium.countryId,
          country: { id: stadium.countryId, name: stadium.country },
        }
      : null,
    events: [...s.events].sort((a, b) => (a.id < b.id ? -1 : 1)),
    stats: matchStats(snap, s),
  };
}
