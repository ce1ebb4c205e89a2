import type { BoardPage, BoardRow } from '../../league/leaderboard-view.js';
import { PLAYER_BOARDS, type PlayerBoardBase } from '../../league/stats-boards.js';
import { usePage, useRegion } from '../app-context.js';
import { BestKeeper } from '../components/best-keeper.js';
import { PageHead } from '../components/page-hero.js';
import { BoardBody } from '../components/stats-board.js';
import { StatsNav } from '../components/stats-nav.js';
import { StatsPartner } from '../components/stats-partner.js';
import { definePage } from '../define-page.js';

export interface PlayerStatsData extends BoardPage {
  /**
   * The best-goalkeeper page's highlight: the named keeper's line, `pending` while the season
   * has not named one, `failed` when their line could not be loaded; null on other pages.
   */
  best: BoardRow | 'pending' | 'failed' | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'player-stats': PlayerStatsData;
  }
}

/** A player leaderboard; which one, the route says. */
export default definePage('player-stats', ['stats', 'tables'], function PlayerStatsPage({ data }) {
  const { base } = usePage();
  const region = useRegion()!;
  const board = PLAYER_BOARDS[base as PlayerBoardBase];
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      <StatsNav side="players" season={data.season.param} />
      <StatsPartner partner={data.season.partner} />
      {data.best !== null && data.season.selected !== null && (
        <BestKeeper best={data.best} columns={data.view.columns} main={board.code} />
      )}
      <BoardBody data={data} side="players" board={board} />
    </>
  );
});
