import type { PlayerWithTeam } from '../../api/index.js';
import { mediaUrl } from '../media.js';
import { fullName } from '../player-view.js';
import { teamSlug } from '../slug.js';
import type { Line, SquadPlayer } from './squad.js';
import type { SimTeam } from './team-sim-view.js';

export interface SquadSimView {
  seasonName: string;
  players: SquadPlayer[];
  teams: SimTeam[];
  /** The bench holds up to the league's largest roster less the seven on the pitch. */
  benchSize: number;
}

const LINES: readonly string[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];

function rating(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** The season's current players with a team, best rated first, and their teams by name. */
export function squadSimView(seasonName: string, listed: readonly PlayerWithTeam[]): SquadSimView {
  const withTeam = listed.filter((p) => p.team && p.metaInformation?.category !== 'president');
  const teams = new Map<number, SimTeam>();
  const roster = new Map<number, number>();
  for (const { team: t } of withTeam) {
    if (!t) continue;
    roster.set(t.id, (roster.get(t.id) ?? 0) + 1);
    if (!teams.has(t.id)) {
      teams.set(t.id, {
        id: t.id,
        name: t.name,
        shortName: t.shortName ?? t.name.slice(0, 3).toUpperCase(),
        slug: teamSlug(t.name) || 'team',
        color: t.firstColorHEX,
        logo: mediaUrl(t.logo),
      });
    }
  }
  const players = withTeam
    .map(
      (p): SquadPlayer => ({
        id: p.id,
        name: fullName(p),
        short: p.jerseyName ?? p.shortName ?? fullName(p),
        role: p.role && LINES.includes(p.role) ? (p.role as Line) : null,
        rating: rating(p.metaInformation?.average),
        image: mediaUrl(p.image),
        teamId: p.team?.id ?? null,
      }),
    )
    .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || a.name.localeCompare(b.name));
  return {
    seasonName,
    players,
    teams: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name)),
    benchSize: Math.max(0, Math.max(0, ...roster.values()) - 7),
  };
}
