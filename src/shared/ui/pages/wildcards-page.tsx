import type { WildcardTeam } from '../../league/draft-lists.js';
import { useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { teamStyle } from '../components/team-identity.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { DraftLinks } from './draft/draft-links.js';
import { PoolCard } from './draft/pool-card.js';
import { TeamLink } from './draft/team-link.js';

export interface WildcardsData {
  season: string | null;
  teams: WildcardTeam[];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    wildcards: WildcardsData;
  }
}

/** Each team's wildcards, the players its president signed outside the draft. */
const MESSAGES = [
  'draft.available',
  'draft.more',
  'draft.reserves',
  'draft.wildcards',
  'player.roles',
  'tables',
  'team',
];

export default definePage('wildcards', MESSAGES, function WildcardsPage({ data }) {
  const t = useT();
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {data.season === null ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : data.teams.length === 0 ? (
        <p className="notice">{t('draft.wildcards.none', { season: data.season })}</p>
      ) : (
        <>
          <p className="lead draft-lead">{t('draft.wildcards.lead', { season: data.season })}</p>
          {/* The teams of a cached season list: the server keeps their HTML beside it. */}
          <DataPart source={data.teams} variant="wildcards">
            <>
              {data.teams.map(({ team, players }) => (
                <section
                  key={team.id}
                  className="wildcard-team"
                  style={teamStyle(team.colors)}
                  aria-labelledby={`wildcards-${team.id}`}
                >
                  <h2 id={`wildcards-${team.id}`} className="wildcard-team-name">
                    <TeamLink team={team} region={region.slug} size={40} />
                  </h2>
                  <ul className="pool-grid">
                    {players.map((card) => (
                      <PoolCard key={card.id} card={card} region={region.slug} withTeam={false} />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          </DataPart>
        </>
      )}
      <DraftLinks />
    </>
  );
});
