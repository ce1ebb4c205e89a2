import type { PlayerWithTeam } from '../../shared/api/index.js';
import { emptySquad, type Line } from '../../shared/league/sim/squad.js';
import { readSquad } from '../../shared/league/sim/squad-address.js';
import { type SquadSimView, squadSimView } from '../../shared/league/sim/squad-view.js';
import { keptBeside, mappedOnce } from '../../shared/memo.js';
import { defineLoader, regionOf } from './define-loader.js';

const LINES: readonly string[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];
/** The season's players as the simulator lists them, and by id, once per cached list: the page keeps its HTML beside them. */
const keptViews = keptBeside<readonly PlayerWithTeam[], SquadSimView>();
const playersById = mappedOnce((view: SquadSimView) => new Map(view.players.map((p) => [p.id, p])));

/** The current season's players, and the squad, slot and filters the address carries. */
export default defineLoader('squad-simulator', async (ctx) => {
  const competition = await ctx.data.competition.season(regionOf(ctx));
  const q = ctx.query;
  const team = Number(q.get('team'));
  const pos = q.get('pos') ?? '';
  const slot = Number(q.get('slot'));
  const filters = {
    q: (q.get('q') ?? '').slice(0, 60),
    team: Number.isInteger(team) && team > 0 ? team : null,
    pos: LINES.includes(pos) ? (pos as Line) : null,
  };
  const chosenSlot = q.get('slot') !== null && Number.isInteger(slot) && slot >= 0 && slot < 7 ? slot : null;
  const season = competition.season;
  if (!season) return { data: { view: null, squad: emptySquad(), problems: [], filters, slot: chosenSlot } };
  const listed = await ctx.data.api.seasonPlayers(season.id);
  const name = season.displayName ?? season.name;
  const view = keptViews(listed, name, () => squadSimView(name, listed));
  const { squad, problems } = readSquad(q, playersById(view), view.benchSize);
  return { data: { view, squad, problems, filters, slot: chosenSlot } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'squad-simulator': true;
  }
}
