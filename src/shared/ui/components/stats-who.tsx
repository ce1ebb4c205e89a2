import type { BoardPlayer, BoardTeam } from '../../league/leaderboard-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion } from '../app-context.js';
import { TeamBadge } from './team-badge.js';

/** A link to a player's page in this region. */
export function usePlayerHref(): (p: BoardPlayer) => string {
  const { lang } = usePage();
  const region = useRegion()!;
  return (p) => href('region-players-player', lang, { region: region.slug, playerId: p.id, playerName: p.slug });
}

export function useTeamHref(): (team: BoardTeam) => string {
  const { lang } = usePage();
  const region = useRegion()!;
  return (team) => href('region-teams-team', lang, { region: region.slug, team: team.id, teamName: team.slug });
}

export const Crest = ({ team, size = 28 }: { team: BoardTeam | null; size?: number }) =>
  team ? (
    <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={size} />
  ) : (
    <span className="team-badge" aria-hidden="true" />
  );

/**
 * Who a line is about: a player's name over their team's (both links, the crest beside them),
 * or a team's name. A player without a team shows no team line.
 */
export function Who({ player, team }: { player: BoardPlayer | null; team: BoardTeam | null }) {
  const playerHref = usePlayerHref();
  const teamHref = useTeamHref();
  return (
    <span className="who">
      <Crest team={team} />
      <span className="who-text">
        {player && (
          <a className="who-name" href={playerHref(player)}>
            {player.name}
          </a>
        )}
        {team &&
          (player ? (
            <a className="who-team" href={teamHref(team)}>
              {team.name}
            </a>
          ) : (
            <a className="who-name" href={teamHref(team)}>
              {team.name}
            </a>
          ))}
      </span>
    </span>
  );
}
