import type { BoardPage, BoardSide } from '../../league/leaderboard-view.js';
import type { Board } from '../../league/stats-boards.js';
import { usePage, useT } from '../app-context.js';
import { DataPart } from '../kept-parts.js';
import { SeasonPicker } from './season-picker.js';
import { StatsPager } from './stats-pager.js';
import { StatsAbbreviations, StatsTable } from './stats-table.js';

/** What a board counts, in a sentence: the cards' order, the goal split, or where the figures come from. */
function leadKey(board: Board, side: BoardSide): string {
  if (board.source === 'discipline') return 'stats.lead.cards';
  if (board.halves) return `stats.lead.${side}GoalsGrouped`;
  return `stats.lead.${side}`;
}

/** A leaderboard's season picker, table, pages and abbreviations; in words when the season has no figures yet. */
export function BoardBody({ data, side, board }: { data: BoardPage; side: BoardSide; board: Board }) {
  const t = useT();
  const { base } = usePage();
  const { season } = data;
  if (season.selected === null) return <p className="notice">{t('tables.noSeason')}</p>;
  const seasonName = season.seasons.find((s) => s.id === season.selected)?.name;
  return (
    <>
      <div className="stats-bar">
        <p className="stats-lead">{t(leadKey(board, side))}</p>
        <SeasonPicker seasons={season.seasons} selected={season.selected} />
      </div>
      {data.lines === 0 ? (
        <p className="notice">{t('stats.noStats')}</p>
      ) : (
        <>
          {/* A page of a cached leaderboard: the server keeps its HTML beside it, per way of reading it. */}
          <DataPart
            source={data.view}
            variant={JSON.stringify(['stats-table', side, board.code, base, seasonName, data.query, season.param])}
          >
            <StatsTable
              data={data}
              side={side}
              main={board.code}
              caption={[t(`page.${base}`), seasonName].filter(Boolean).join(' · ')}
            />
          </DataPart>
          <StatsPager data={data} />
          <StatsAbbreviations columns={data.view.columns} main={board.code} />
        </>
      )}
    </>
  );
}
