import type { StatsSeason } from '../../league/leaderboard-view.js';
import { useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { SeasonPicker } from '../components/season-picker.js';
import { StatCard, type StatCardData } from '../components/stat-card.js';
import { StatsNav } from '../components/stats-nav.js';
import { StatsPartner } from '../components/stats-partner.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { LatePart, type Later } from '../late-parts.js';

export interface StatsCards {
  /** The overview's player statistics; none on the teams index. */
  players: StatCardData[];
  teams: StatCardData[];
}

export interface StatsData {
  season: StatsSeason;
  /** Which statistics the page leads with: the overview's players, or the teams index's teams. */
  side: 'players' | 'teams';
  /** The cards, which may come after the page has begun. */
  cards: Later<StatsCards>;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    stats: StatsData;
  }
}

function Cards({
  id,
  title,
  cards,
  season,
}: {
  id: string;
  title: string;
  cards: StatCardData[];
  season: number | null;
}) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="stat-section">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {/* Each card's leaders are kept with their leaderboard: the server keeps the card's HTML beside them. */}
      <div className="stat-grid">
        {cards.map((c) => (
          <DataPart key={c.base} source={c.leaders} variant={`stat-card ${c.base} ${c.code ?? ''} ${season ?? ''}`}>
            <StatCard card={c} season={season} />
          </DataPart>
        ))}
      </div>
    </section>
  );
}

/**
 * The statistics overview (player cards, then team cards) and the teams index (team cards): each
 * statistic's top three for the season picked, each leading to its whole leaderboard.
 */
export default definePage('stats', ['stats', 'tables'], function StatsPage({ data }) {
  const t = useT();
  const region = useRegion()!;
  const { season } = data;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      <StatsNav side={data.side} season={season.param} />
      <StatsPartner partner={season.partner} />
      {season.selected === null ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : (
        <>
          <SeasonPicker seasons={season.seasons} selected={season.selected} />
          <LatePart of={data.cards}>{(cards) => <StatsCardsShown cards={cards} season={season.param} />}</LatePart>
        </>
      )}
    </>
  );
});

/** The season's cards; a notice when none could be loaded or none has figures yet. */
function StatsCardsShown({ cards, season }: { cards: StatsCards | null; season: number | null }) {
  const t = useT();
  if (cards === null) return <p className="notice">{t('data.unavailable')}</p>;
  const all = [...cards.players, ...cards.teams];
  if (all.every((c) => c.leaders !== null && c.leaders.length === 0))
    return <p className="notice">{t('stats.noStats')}</p>;
  return (
    <>
      <Cards id="player-stats" title={t('nav.playerStats')} cards={cards.players} season={season} />
      <Cards id="team-stats" title={t('nav.teamStats')} cards={cards.teams} season={season} />
    </>
  );
}
