import type { RegionSlug } from '../../../config/regions.js';
import type { TeamRef } from '../../../league/draft-people.js';
import { href } from '../../../routing/href.js';
import { usePage } from '../../app-context.js';
import { TeamBadge } from '../../components/team-badge.js';

/** A team's crest and name, leading to its page in the region; the short name where room is scarce. */
export function TeamLink({
  team,
  region,
  size = 28,
  short = false,
}: {
  team: TeamRef;
  region: RegionSlug;
  size?: number;
  short?: boolean;
}) {
  const { lang } = usePage();
  return (
    <a className="draft-team" href={href('region-teams-team', lang, { region, team: team.id, teamName: team.slug })}>
      <TeamBadge color={team.colors.primary} shortName={team.shortName} logo={team.logo} size={size} />
      {short ? (
        <>
          <span aria-hidden="true">{team.shortName}</span>
          <span className="visually-hidden">{team.name}</span>
        </>
      ) : (
        <span dir="auto">{team.name}</span>
      )}
    </a>
  );
}
