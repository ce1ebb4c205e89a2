import type { StatsSeason } from '../../league/leaderboard-view.js';
import { useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { SeasonPicker } from '../components/season-picker.js';
import { StatCard, type StatCardData } from '../components/stat-card.js';
import { StatsNav } from '../components/stats-nav.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface StatsData {
  season: StatsSeason;
  /** The overview's player statistics; none on the teams index. */
  players: StatCardData[];
  teams: StatCardData[];
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
  const cards = [...data.players, ...data.teams];
  const nothingYet = cards.every((c) => c.leaders !== null && c.leaders.length === 0);
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      <StatsNav side={data.players.length > 0 ? 'players' : 'teams'} season={season.param} />
      {season.selected === null ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : (
        <>
          <SeasonPicker seasons={season.seasons} selected={season.selected} />
          {nothingYet ? (
            <p className="notice">{t('stats.noStats')}</p>
          ) : (
            <>
              <Cards id="player-stats" title={t('nav.playerStats')} cards={data.players} season={season.param} />
              <Cards id="team-stats" title={t('nav.teamStats')} cards={data.teams} season={season.param} />
            </>
          )}
        </>
      )}
    </>
  );
});
