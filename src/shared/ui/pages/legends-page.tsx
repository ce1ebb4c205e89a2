import type { LegendGroup } from '../../league/legend-players-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useSite, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { LegendCard } from './draft/legend-card.js';

export interface LegendsData {
  /** One group per league: on a region's page, that league's only. */
  groups: LegendGroup[];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    legends: LegendsData;
  }
}

/** The league's legends: icons who played as the guest player 12, by league. */
export default definePage(
  'legends',
  ['draft.legends', 'player.roles', 'player.stat', 'team'],
  function LegendsPage({ data }) {
    const t = useT();
    const { lang } = usePage();
    const site = useSite();
    const region = useRegion();
    return (
      <>
        <PageHead kicker={region?.leagueTitle ?? site.title} />
        <p className="lead draft-lead">{t('draft.legends.lead')}</p>
        {data.groups.length === 0 ? (
          <p className="notice">{t('draft.legends.none')}</p>
        ) : (
          // The cards of a cached legends list: the server keeps their HTML beside it.
          <DataPart source={data.groups} variant="legends">
            <>
              {data.groups.map((group) => (
                <section key={group.region} className="legend-group" aria-labelledby={`legends-${group.region}`}>
                  <h2 id={`legends-${group.region}`} className="section-title">
                    {region ? (
                      group.league
                    ) : (
                      <a href={href('region-legends', lang, { region: group.region })}>{group.league}</a>
                    )}
                  </h2>
                  <ul className="legend-grid">
                    {group.legends.map((legend) => (
                      <LegendCard key={legend.id} legend={legend} region={group.region} />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          </DataPart>
        )}
      </>
    );
  },
);
