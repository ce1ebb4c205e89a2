import { findRegion } from '../../config/regions.js';
import type { HomeView } from '../../league/home-view.js';
import { href } from '../../routing/href.js';
import { usePage, useT } from '../app-context.js';
import { ZoneNote } from '../components/kick-off.js';
import { RegionMatches } from '../components/region-matches.js';
import { TeamBadge } from '../components/team-badge.js';
import { DataPart } from '../kept-parts.js';

/** What is on across the context's competitions: live and next, latest results, leaders. */
export function HomeLive({ view }: { view: HomeView }) {
  const t = useT();
  return (
    <div className="region-live">
      <section aria-labelledby="on-now">
        <h2 id="on-now" className="section-title">
          {t('region.upcoming')}
        </h2>
        {view.onNow.length === 0 ? (
          <p>{t('region.noUpcoming')}</p>
        ) : (
          <>
            <ZoneNote league={null} />
            <DataPart source={view.onNow} variant="home-matches">
              <RegionMatches matches={view.onNow} />
            </DataPart>
          </>
        )}
      </section>
      {view.leaders.length > 0 && (
        <section aria-labelledby="leaders">
          <h2 id="leaders" className="section-title">
            {t('home.leaders')}
          </h2>
          <DataPart source={view.leaders} variant="home-leaders">
            <Leaders leaders={view.leaders} />
          </DataPart>
        </section>
      )}
      {view.latest.length > 0 && (
        <section aria-labelledby="latest">
          <h2 id="latest" className="section-title">
            {t('region.latest')}
          </h2>
          <DataPart source={view.latest} variant="home-matches">
            <RegionMatches matches={view.latest} />
          </DataPart>
        </section>
      )}
    </div>
  );
}

/** Each competition's leader, leading to its table. */
function Leaders({ leaders }: { leaders: HomeView['leaders'] }) {
  const t = useT();
  const { context, lang } = usePage();
  return (
    <ul className="leader-grid">
      {leaders.map(({ region, row }) => (
        <li key={region}>
          <a className="card leader-card" href={href('region-tables', lang, { region })}>
            <span className="card-meta">{findRegion(context, region)?.leagueTitle ?? region}</span>
            <span className="leader-team">
              <TeamBadge color={row.color} shortName={row.shortName} logo={row.logo} size={40} />
              <strong>{row.name}</strong>
            </span>
            <span className="leader-points">{t('home.points', { points: row.points })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
