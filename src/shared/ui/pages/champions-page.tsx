import type { ChampionEntry, ChampionsCompetition, ChampionTeam } from '../../league/champions-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { MatchCard } from '../components/match-card.js';
import { PageHead } from '../components/page-hero.js';
import { TeamBadge } from '../components/team-badge.js';
import { definePage } from '../define-page.js';

export interface ChampionsData {
  /** Only competitions with a finished season; none: the region has crowned no one yet. */
  competitions: ChampionsCompetition[];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    champions: ChampionsData;
  }
}

/** A competition of no region links its teams to their global pages. */
function Team({ team, global }: { team: ChampionTeam; global: boolean }) {
  const { lang } = usePage();
  const region = useRegion()!;
  const params = { team: team.id, teamName: team.slug };
  return (
    <a
      href={
        global ? href('teams-team', lang, params) : href('region-teams-team', lang, { region: region.slug, ...params })
      }
    >
      <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} /> {team.name}
    </a>
  );
}

function Mvp({ mvp }: { mvp: ChampionEntry['mvp'] }) {
  const t = useT();
  if (mvp === 'unknown') return <>{t('champions.mvpUnknown')}</>;
  if (mvp === 'unavailable') return <>{t('champions.mvpUnavailable')}</>;
  return <>{mvp.name}</>;
}

function Entry({ entry, global }: { entry: ChampionEntry; global: boolean }) {
  const t = useT();
  const id = `champions-${entry.seasonId}`;
  return (
    <li>
      <article className="champion-entry" aria-labelledby={id}>
        <h3 id={id}>{entry.season}</h3>
        <dl className="champion-facts">
          <div>
            <dt>{t('champions.champion')}</dt>
            <dd>{entry.champion ? <Team team={entry.champion} global={global} /> : t('champions.unknown')}</dd>
          </div>
          {entry.runnerUp && (
            <div>
              <dt>{t('champions.runnerUp')}</dt>
              <dd>
                <Team team={entry.runnerUp} global={global} />
              </dd>
            </div>
          )}
          {entry.final && (
            <div>
              <dt>{t('champions.finalMvp')}</dt>
              <dd>
                <Mvp mvp={entry.mvp} />
              </dd>
            </div>
          )}
        </dl>
        {entry.final ? <MatchCard match={entry.final} /> : <p className="notice">{t('champions.noFinal')}</p>}
      </article>
    </li>
  );
}

/** Every finished season's champion per competition of the region, newest first, with its final. */
export default definePage('champions', ['champions', 'matches', 'status', 'zone'], function ChampionsPage({ data }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      <p className="lead">
        <a href={href('region-tables', lang, { region: region.slug })}>{t('champions.toTables')}</a>
      </p>
      {data.competitions.length === 0 ? (
        <p className="notice">{t('champions.none')}</p>
      ) : (
        data.competitions.map((c) => (
          <section key={c.competitionId} aria-labelledby={`champions-c${c.competitionId}`}>
            <h2 id={`champions-c${c.competitionId}`} className="section-title">
              {c.global ? <a href={href('finalissima', lang, {})}>{c.name}</a> : c.name}
            </h2>
            <ul className="champion-list">
              {c.entries.map((e) => (
                <Entry key={e.seasonId} entry={e} global={c.global} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
});
