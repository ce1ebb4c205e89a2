import { zoneLabel } from '../../i18n/dates.js';
import type { CalendarLinks } from '../../league/calendar-links.js';
import type { MatchesView } from '../../league/matches-view.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { AddToCalendar } from '../components/content/calendar-links.js';
import { MatchCard } from '../components/match-card.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';

export interface MatchesData {
  /** Null: the competition has published no season yet. */
  view: MatchesView | null;
  /** The region's fixture calendar (server/plugins/calendars.ts). */
  calendar: CalendarLinks;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    matches: MatchesData;
  }
}

export default definePage('matches', function MatchesPage({ data: { view, calendar } }) {
  const t = useT();
  const { path, lang, now } = usePage();
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
          <p className="muted">{t('matches.timeZone', { zone: zoneLabel(now, lang, region.timeZone) })}</p>
          {view.matches.length === 0 ? <p className="notice">{t('matches.none')}</p> : (
            <ul className="match-list">{view.matches.map((m) => <li key={m.id}><MatchCard match={m} /></li>)}</ul>
          )}
          <AddToCalendar links={calendar} />
        </>
      )}
    </>
  );
});
