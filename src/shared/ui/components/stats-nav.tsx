import { useRef } from 'react';
import { PLAYER_STATS_ORDER, type StatsBase, TEAM_STATS_ORDER } from '../../league/stats-boards.js';
import { isBlocked } from '../../routing/checks.js';
import { href } from '../../routing/href.js';
import { ROUTES } from '../../routing/routes.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { AddressPart } from '../kept-parts.js';
import { TabArrows, useRowEnds } from './tab-arrows.js';

/** A team board's tab reads as its statistic alone ("Cards", not "Team cards"), as on the player side. */
const tabLabel = (base: StatsBase): string => {
  if (base === 'region-stats' || base === 'region-stats-teams') return 'stats.overview';
  return `page.${base.replace('region-stats-teams-', 'region-stats-')}`;
};

/**
 * The statistics of one side (players or teams) this region has, as tabs: a client navigation
 * between them keeps the scroll (the route table marks them keepScroll). The season shown stays.
 */
export function StatsNav({ side, season }: { side: 'players' | 'teams'; season: number | null }) {
  const box = useRef<HTMLDivElement>(null);
  const ends = useRowEnds(box);
  // The edges fade where tabs hide (CSS reads these marks; without them the far edge fades).
  return (
    <div
      ref={box}
      className="stats-nav-box"
      data-scrolled={ends && !ends.atStart ? '' : undefined}
      data-at-end={ends?.atEnd ? '' : undefined}
    >
      {/* The tabs follow from the address and the season shown: the server keeps their HTML. */}
      <AddressPart name={`stats-nav ${side} ${season ?? ''}`}>
        <Tabs side={side} season={season} />
      </AddressPart>
      {ends && <TabArrows box={box} ends={ends} />}
    </div>
  );
}

function Tabs({ side, season }: { side: 'players' | 'teams'; season: number | null }) {
  const t = useT();
  const { lang, base } = usePage();
  const region = useRegion()!;
  const bases: StatsBase[] =
    side === 'players' ? ['region-stats', ...PLAYER_STATS_ORDER] : ['region-stats-teams', ...TEAM_STATS_ORDER];
  const other: StatsBase = side === 'players' ? 'region-stats-teams' : 'region-stats';
  const link = (b: StatsBase) => href(b, lang, { region: region.slug }, { query: { season: season ?? undefined } });
  return (
    <nav className="stats-nav" aria-label={t(side === 'players' ? 'nav.playerStats' : 'nav.teamStats')}>
      <ul>
        {bases
          .filter((b) => !isBlocked(ROUTES[b], region.context, region.slug))
          .map((b) => (
            <li key={b}>
              <a href={link(b)} aria-current={b === base ? 'page' : undefined}>
                {t(tabLabel(b))}
              </a>
            </li>
          ))}
        <li className="stats-nav-other">
          <a href={link(other)}>{t(side === 'players' ? 'nav.teamStats' : 'nav.playerStats')}</a>
        </li>
      </ul>
    </nav>
  );
}
