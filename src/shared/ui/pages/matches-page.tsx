import type { CalendarLinks } from '../../league/calendar-links.js';
import type { MatchDays } from '../../league/match-days.js';
import type { MatchesView } from '../../league/matches-view.js';
import { useRegion, useT } from '../app-context.js';
import { AddToCalendar } from '../components/content/calendar-links.js';
import { DatePicker } from '../components/date-picker.js';
import { ZoneNote } from '../components/kick-off.js';
import { MatchList } from '../components/match-card.js';
import { PageHead } from '../components/page-hero.js';
import { Picker } from '../components/picker.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface MatchesData {
  /** Null: the competition has published no season yet. */
  view: MatchesView | null;
  /** The season's days with matches; null without a season or a dated match. */
  days: MatchDays | null;
  /** The day asked for (`?date=`), when it is one. */
  date: string | null;
  /** The region's fixture calendar (server/plugins/calendars.ts). */
  calendar: CalendarLinks;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    matches: MatchesData;
  }
}

export default definePage(
  'matches',
  ['content.calendar', 'matches', 'status', 'tables', 'zone'],
  function MatchesPage({ data: { view, days, date, calendar } }) {
    const t = useT();
    const region = useRegion()!;
    return (
      <>
        <PageHead kicker={region.leagueTitle} />
        {!view ? (
          <p className="notice">{t('tables.noSeason')}</p>
        ) : (
          <>
            {view.turns.length > 1 && (
              <Picker name="turn" label={t('matches.turn')} options={view.turns} selected={view.turnId} />
            )}
            {days && <DatePicker days={days} date={date} shown={view.turnId} />}
            <h2 className="section-title">{view.turnName}</h2>
            <ZoneNote league={region.timeZone} />
            {view.matches.length === 0 ? (
              <p className="notice">{t('matches.none')}</p>
            ) : (
              // A turn's cards as kept with its view: the server keeps their HTML beside them.
              <DataPart source={view.matches} variant="match-list">
                <MatchList matches={view.matches} />
              </DataPart>
            )}
            <AddToCalendar links={calendar} />
          </>
        )}
      </>
    );
  },
);
