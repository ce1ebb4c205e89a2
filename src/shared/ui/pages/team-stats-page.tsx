import type { BoardPage } from '../../league/leaderboard-view.js';
import { TEAM_BOARDS, type TeamBoardBase } from '../../league/stats-boards.js';
import { usePage, useRegion } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { BoardBody } from '../components/stats-board.js';
import { StatsNav } from '../components/stats-nav.js';
import { StatsPartner } from '../components/stats-partner.js';
import { definePage } from '../define-page.js';

export type TeamStatsData = BoardPage;

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'team-stats': TeamStatsData;
  }
}

/** A team leaderboard, every team of the season; which one, the route says. */
export default definePage('team-stats', ['stats', 'tables'], function TeamStatsPage({ data }) {
  const { base } = usePage();
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      <StatsNav side="teams" season={data.season.param} />
      <StatsPartner partner={data.season.partner} />
      <BoardBody data={data} side="teams" board={TEAM_BOARDS[base as TeamBoardBase]} />
    </>
  );
});
