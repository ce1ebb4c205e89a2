import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { TeamBadge } from '../components/team-badge.js';
import { TeamStaff, teamStyle } from '../components/team-identity.js';
import { isUnavailable, type TeamsPageData } from '../page-data.js';

/** The current season's teams of the region, each a card leading to its page. */
export function TeamsPage() {
  const t = useT();
  const { data, lang } = usePage();
  const region = useRegion()!;
  const page = data === null || isUnavailable(data) ? null : (data as TeamsPageData);
  return (
    <>
      <PageHead kicker={region.leagueTitle} title={t('page.region-teams')} />
      {!page ? <p className="notice">{t('data.unavailable')}</p>
        : page.teams.length === 0 ? <p className="notice">{page.season ? t('teams.none') : t('tables.noSeason')}</p>
        : (
          <>
            {page.season && <p className="lead teams-season">{t('teams.season', { season: page.season })}</p>}
            <ul className="team-grid">
              {page.teams.map((team) => (
                <li key={team.id}>
                  <a className="team-card" style={teamStyle(team.colors)} href={href('region-teams-team', lang, { region: region.slug, team: team.id, teamName: team.slug })}>
                    <span className="team-card-crest">
                      <TeamBadge color={team.colors.primary} shortName={team.shortName} logo={team.logo} size={72} />
                    </span>
                    <h2 className="team-card-name">{team.name}</h2>
                    <TeamStaff team={team} />
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
    </>
  );
}
