import { formatNumber } from '../../i18n/numbers.js';
import { QUALIFIER_LEAGUES, type QualifierLeague, type RaceView } from '../../league/race-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { MatchList } from '../components/match-card.js';
import { PageHead } from '../components/page-hero.js';
import { TeamBadge } from '../components/team-badge.js';
import { AbbrTip } from '../components/tooltip.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface QualifiersData {
  league: QualifierLeague;
  /** Null: the league has published no season yet. */
  seasonName: string | null;
  /** Null: the league's season runs no race now. */
  race: RaceView | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    qualifiers: QualifiersData;
  }
}

function RaceTable({ race, league }: { race: RaceView; league: QualifierLeague }) {
  const t = useT();
  const { lang } = usePage();
  const region = QUALIFIER_LEAGUES[league].region;
  const n = (v: number) => formatNumber(v, lang);
  return (
    <div className="table-scroll">
      <table className="standings race-table">
        <caption>{t('cups.race.table')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <AbbrTip name="pos" short={t('tables.col.pos')} long={t('tables.long.pos')} />
            </th>
            <th scope="col" className="team-col">
              {t('tables.col.team')}
            </th>
            <th scope="col">
              <AbbrTip name="points" short={t('tables.col.points')} long={t('tables.long.points')} />
            </th>
            <th scope="col">
              <AbbrTip name="played" short={t('tables.col.played')} long={t('tables.long.played')} />
            </th>
            <th scope="col">{t('cups.race.remaining')}</th>
            <th scope="col">{t('cups.race.maxPoints')}</th>
            <th scope="col">{t('cups.race.status')}</th>
          </tr>
        </thead>
        <tbody>
          {race.rows.map((r) => (
            <tr key={r.team.id} className={`race-${r.status}`}>
              <td>{n(r.rank)}</td>
              <th scope="row" className="team-col">
                <a href={href('region-teams-team', lang, { region, team: r.team.id, teamName: r.team.slug })}>
                  <TeamBadge color={r.team.color} shortName={r.team.shortName} logo={r.team.logo} />
                  <span className="name-long" dir="auto">
                    {r.team.name}
                  </span>
                </a>
              </th>
              <td className="points">{n(r.points)}</td>
              <td>{n(r.played)}</td>
              <td>{n(r.remaining)}</td>
              <td>{n(r.maxPoints)}</td>
              <td>
                <span className={`race-status race-status-${r.status}`}>{t(`cups.race.${r.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const MESSAGES = ['cups.race', 'matches', 'status', 'tables', 'zone'];

/** The race: who is through, the table and what is left to play. */
function Race({ race, league, seasonName }: { race: RaceView; league: QualifierLeague; seasonName: string }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <>
      <p className="muted">
        {t('cups.race.season', { season: seasonName })}
        {race.complete ? ` · ${t('cups.race.complete')}` : ''}
      </p>
      <section aria-labelledby="race-qualified">
        <h2 id="race-qualified" className="section-title">
          {t('cups.race.qualifiedTitle')}
        </h2>
        {race.qualified.length === 0 ? (
          <p className="notice">{t('cups.race.noneYet')}</p>
        ) : (
          <ul className="qualified-list">
            {race.qualified.map((team) => (
              <li key={team.id}>
                <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={40} />
                <a
                  href={href('region-teams-team', lang, {
                    region: QUALIFIER_LEAGUES[league].region,
                    team: team.id,
                    teamName: team.slug,
                  })}
                >
                  {team.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="race-standing">
        <h2 id="race-standing" className="section-title">
          {t('cups.race.standing')}
        </h2>
        <RaceTable race={race} league={league} />
      </section>
      <section aria-labelledby="race-fixtures">
        <h2 id="race-fixtures" className="section-title">
          {t('cups.race.fixtures')}
        </h2>
        {race.fixtures.length === 0 ? (
          <p className="notice">{t('cups.race.noFixtures')}</p>
        ) : (
          <MatchList matches={race.fixtures} region={QUALIFIER_LEAGUES[league].region} />
        )}
      </section>
    </>
  );
}

export default definePage('qualifiers', MESSAGES, function QualifiersPage({ data: { league, seasonName, race } }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const leagueName = t(`cups.race.league.${league}`);
  return (
    <>
      <PageHead kicker={region.leagueTitle} title={t('cups.race.title', { league: leagueName })} />
      <section className="cup-facts" aria-labelledby="race-rule">
        <h2 id="race-rule" className="section-title">
          {t('cups.race.rule')}
        </h2>
        <p>{t('cups.race.ruleText', { league: leagueName, places: formatNumber(race?.places ?? 2, lang) })}</p>
      </section>
      {!seasonName ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : !race ? (
        <p className="notice">{t('cups.race.none')}</p>
      ) : (
        // The race as kept with its view: the server keeps its HTML beside it.
        <DataPart source={race} variant={`race ${league} ${seasonName}`}>
          <Race race={race} league={league} seasonName={seasonName} />
        </DataPart>
      )}
    </>
  );
});
