import type { BoardPage, BoardSide } from '../../league/leaderboard-view.js';
import { sortLink, withQuery } from '../../league/stats-query.js';
import { usePage, useT } from '../app-context.js';
import { ScrollRegion } from './scroll-region.js';
import { columnLabel, formatFigure } from './stats-labels.js';
import { Who } from './stats-who.js';
import { Tip } from './tooltip.js';

interface Props {
  data: BoardPage;
  side: BoardSide;
  /** The code that ranks the table: its column is the emphasised one. */
  main: string;
  caption: string;
}

/**
 * A column header that sorts by its column: the other way round when the table is already sorted
 * by it. The link says the abbreviation it shows (what a voice command names), its tip the full name.
 */
function SortHeader({
  data,
  column,
  main,
  className,
}: {
  data: BoardPage;
  column: string;
  main: string;
  className?: string;
}) {
  const t = useT();
  const { path } = usePage();
  const { short, long } =
    column === 'ranking'
      ? { short: t('stats.abbr.ranking'), long: t('stats.long.ranking') }
      : columnLabel(t, column, main);
  const sorted = data.query.orderBy === column;
  const direction = data.query.sortOrder === 'ASC' ? 'ascending' : 'descending';
  return (
    <th scope="col" className={className} aria-sort={sorted ? direction : undefined}>
      <Tip name={column} text={long}>
        {(trigger) => (
          <a href={withQuery(path, sortLink(data.query, column, data.season.param))} rel="nofollow" {...trigger}>
            {short}
            <span className={`sort-mark${sorted ? ` is-${direction}` : ''}`} aria-hidden="true" />
          </a>
        )}
      </Tip>
    </th>
  );
}

/**
 * A leaderboard: rank, who, then the figures, the main one emphasised. Rank and who stay in view
 * while the other figures scroll inside the table's own box on a narrow screen.
 */
export function StatsTable({ data, side, main, caption }: Props) {
  const t = useT();
  const { lang } = usePage();
  const { columns, rows } = data.view;
  return (
    <figure className="table-card stats-card">
      <ScrollRegion label={caption}>
        <table className="stats-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <SortHeader data={data} column="ranking" main={main} className="rank" />
              <th scope="col" className="who-col">
                {t(side === 'players' ? 'stats.player' : 'stats.team')}
              </th>
              {columns.map((c) => (
                <SortHeader key={c} data={data} column={c} main={main} className={c === 'total' ? 'main' : undefined} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.player?.id ?? row.team?.id} className={row.highlighted ? 'is-best' : undefined}>
                <td className="rank">{row.rank}</td>
                <th scope="row" className="who-col">
                  <Who player={row.player} team={row.team} />
                  {row.highlighted && <span className="best-mark">{t('stats.bestGoalkeeper')}</span>}
                </th>
                {columns.map((c, i) => (
                  <td key={c} className={c === 'total' ? 'main' : undefined}>
                    {formatFigure(row.values[i] ?? null, c, main, lang)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}

/** What each abbreviation of the table stands for. */
export function StatsAbbreviations({ columns, main }: { columns: readonly string[]; main: string }) {
  const t = useT();
  const labels = [
    { short: t('stats.abbr.ranking'), long: t('stats.long.ranking') },
    ...columns.map((c) => columnLabel(t, c, main)),
  ];
  return (
    <section className="abbreviations" aria-labelledby="stats-abbr">
      <h2 id="stats-abbr">{t('tables.abbreviations')}</h2>
      <dl>
        {labels.map((l) => (
          <div key={l.short + l.long}>
            <dt>{l.short}</dt>
            <dd>{l.long}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
