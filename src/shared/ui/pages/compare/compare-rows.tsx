import type { CSSProperties } from 'react';
import type { Lang } from '../../../config/locales.js';
import type { Translate } from '../../../i18n/messages.js';
import { formatNumber } from '../../../i18n/numbers.js';
import type { CompareHead, CompareRow, CompareSide } from '../../../league/compare-view.js';
import { usePage, useT } from '../../app-context.js';

/**
 * One player's figures in a row: the total, then per 40 minutes and the rank as one text on two
 * lines (`white-space: pre-line`). A function of the row's, not a component, and as few elements
 * as the look allows: the table is most of the page's render on the server.
 */
function figures(side: CompareSide | null, t: Translate, lang: Lang) {
  if (!side) return <b className="compare-total">{formatNumber(0, lang)}</b>;
  const rank = t('player.rank', { n: side.ranking });
  const per40 = side.per40 === null ? '' : `${t('compare.per40', { value: formatNumber(side.per40, lang) })}\n`;
  return (
    <>
      <b className="compare-total">{formatNumber(side.total, lang)}</b>
      <small>{per40 + rank}</small>
    </>
  );
}

/**
 * The season side by side, a row per statistic: each player's total, per 40 minutes and rank, and
 * a bar split by the two totals (drawn by the stylesheet from `--share-a`). Who leads is written in
 * the row, not only drawn.
 */
export function CompareRows({ rows, a, b }: { rows: readonly CompareRow[]; a: CompareHead; b: CompareHead }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <table className="compare-table">
      <caption>{t('compare.figures')}</caption>
      <thead>
        <tr>
          <th scope="col">{a.name}</th>
          <th scope="col">{t('compare.stat')}</th>
          <th scope="col">{b.name}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code} className={`compare-lead-${row.lead}`}>
            <td className="compare-side-a">{figures(row.a, t, lang)}</td>
            <th scope="row" style={{ '--share-a': `${Math.round(row.shareA * 100)}%` } as CSSProperties}>
              {t(`player.stat.${row.code}`)}
              <small className="compare-leader">
                {row.lead === 'level'
                  ? t('compare.level')
                  : t('compare.leads', { name: row.lead === 'a' ? a.name : b.name })}
              </small>
            </th>
            <td className="compare-side-b">{figures(row.b, t, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
