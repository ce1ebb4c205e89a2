import type { MatchesView } from '../../league/matches-view.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { MatchCard } from '../components/match-card.js';
import { ZoneNote } from '../components/time-zone.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';

export interface MatchesData {
  /** Null: the competition has published no season yet. */
  view: MatchesView | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    matches: MatchesData;
  }
}

export default definePage('matches', function MatchesPage({ data: { view } }) {
  const t = useT();
  const { path } = usePage();
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {!view ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : (
        <>
          {view.turns.length > 1 && (
            <form className="season-picker" method="get" action={path}>
              <label htmlFor="turn">{t('matches.turn')}</label>
              <select id="turn" name="turn" defaultValue={view.turnId ?? undefined}>
                {view.turns.map((turn) => <option key={turn.id} value={turn.id}>{turn.name}</option>)}
              </select>
              <button type="submit" className="button">{t('tables.show')}</button>
            </form>
          )}
          <h2 className="section-title">{view.turnName}</h2>
          <ZoneNote league={region.timeZone} />
          {view.matches.length === 0 ? <p className="notice">{t('matches.none')}</p> : (
            <ul className="match-list">{view.matches.map((m) => <li key={m.id}><MatchCard match={m} /></li>)}</ul>
          )}
        </>
      )}
    </>
  );
});
