import type { TeamSummary } from '../../league/teams-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { TeamBadge } from '../components/team-badge.js';
import { TeamStaff, teamStyle } from '../components/team-identity.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface TeamsData {
  /** The current season's name; null when the region has none yet. */
  season: string | null;
  teams: TeamSummary[];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    teams: TeamsData;
  }
}

/** The current season's teams of the region, each a card leading to its page. */
export default definePage('teams', ['tables', 'team', 'teams'], function TeamsPage({ data: page }) {
  const t = useT();
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {page.teams.length === 0 ? (
        <p className="notice">{page.season ? t('teams.none') : t('tables.noSeason')}</p>
      ) : (
        <>
          {page.season && <p className="lead teams-season">{t('teams.season', { season: page.season })}</p>}
          <DataPart source={page.teams} variant="team-grid">
            <TeamGrid teams={page.teams} />
          </DataPart>
        </>
      )}
    </>
  );
});

/** One card per team, in its colours, with its presidents and coach. */
function TeamGrid({ teams }: { teams: TeamsData['teams'] }) {
  const { lang } = usePage();
  const region = useRegion()!;
  return (
    <ul className="team-grid">
      {teams.map((team) => (
        <li key={team.id}>
          <a
            className="team-card"
            style={teamStyle(team.colors)}
            href={href('region-teams-team', lang, { region: region.slug, team: team.id, teamName: team.slug })}
          >
            <span className="team-card-crest">
              <TeamBadge color={team.colors.primary} shortName={team.shortName} logo={team.logo} size={72} />
            </span>
            <h2 className="team-card-name">{team.name}</h2>
            <TeamStaff team={team} />
          </a>
        </li>
      ))}
    </ul>
  );
}
