import type { CompareHead, CompareRow, PickerClub } from '../../league/compare-view.js';
import { useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { ComparePicker } from './compare/compare-picker.js';
import { ComparePlayer } from './compare/compare-player.js';
import { CompareRows } from './compare/compare-rows.js';

/** Two players of the league side by side, chosen in the page's address (`?a=&b=`). */
export interface CompareData {
  a: CompareHead | null;
  b: CompareHead | null;
  /** Both players' season row by row; null until both are chosen, or when a season could not be loaded. */
  rows: CompareRow[] | null;
  /** The region's season's players by club, for the picker; null when they could not be loaded. */
  clubs: PickerClub[] | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    compare: CompareData;
  }
}

export default definePage('compare', ['compare', 'player'], function ComparePage({ data: { a, b, rows, clubs } }) {
  const t = useT();
  return (
    <article className="compare">
      <PageHead />
      {clubs === null ? (
        <p className="notice">{t('data.unavailable')}</p>
      ) : (
        <ComparePicker clubs={clubs} a={a?.id ?? null} b={b?.id ?? null} />
      )}
      {a && b ? (
        <>
          <div className="compare-players">
            <ComparePlayer view={a} side="a" />
            <ComparePlayer view={b} side="b" />
          </div>
          {rows === null ? (
            <p className="notice">{t('data.unavailable')}</p>
          ) : rows.length === 0 ? (
            <p className="notice">{t('player.noStats')}</p>
          ) : (
            <CompareRows rows={rows} a={a} b={b} />
          )}
        </>
      ) : (
        // Without the players to choose from, the notice above says why: no prompt to a missing picker.
        clubs !== null && <p className="compare-prompt">{t('compare.prompt')}</p>
      )}
    </article>
  );
});
