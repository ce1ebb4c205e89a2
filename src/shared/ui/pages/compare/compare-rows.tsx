import type { CSSProperties } from 'react';
import type { Lang } from '../../../config/locales.js';
import type { Translate } from '../../../i18n/messages.js';
import { formatNumber } from '../../../i18n/numbers.js';
import type { CompareHead, CompareRow, CompareSide } from '../../../league/compare-view.js';
import { usePage, useT } from '../../app-context.js';

/**
 * One player's figures in a row: a function of the row's, not a component, as there are two a
 * row and a component's render is most of their cost on the server.
 */
function figures(side: CompareSide | null, t: Translate, lang: Lang) {
  if (!side) return <span className="compare-total">{formatNumber(0, lang)}</span>;
  return (
    <>
      <span className="compare-total">{formatNumber(side.total, lang)}</span>
      {side.per40 !== null && (
        <span className="compare-per40">{t('compare.per40', { value: formatNumber(side.per40, lang) })}</span>
      )}
      <span className="compare-rank">{t('player.rank', { n: side.ranking })}</span>
    </>
  );
}

/**
 * The season side by side, a row per statistic: each player's total, per 40 minutes and rank, and
 * a bar split by the two totals. Who leads is written in the row, not only drawn.
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
            <td className="compare-side compare-side-a">{figures(row.a, t, lang)}</td>
            <th scope="row">
              <span className="compare-label">{t(`player.stat.${row.code}`)}</span>
              <span
                className="compare-bar"
                aria-hidden="true"
                style={{ '--share-a': `${Math.round(row.shareA * 100)}%` } as CSSProperties}
              />
              <span className="compare-leader">
                {row.lead === 'level'
                  ? t('compare.level')
                  : t('compare.leads', { name: row.lead === 'a' ? a.name : b.name })}
              </span>
            </th>
            <td className="compare-side compare-side-b">{figures(row.b, t, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
