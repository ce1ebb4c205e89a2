import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { kickOff, zoneLabel } from '../../i18n/dates.js';
import { usePage, useT } from '../app-context.js';

type Shown = 'visitor' | 'league';

interface ZoneChoice {
  /** The browser's own zone, known only after hydration: the server's HTML is the league's. */
  visitor: string | null;
  shown: Shown;
  choose(shown: Shown): void;
}

const STORAGE_KEY = 'kickoff-zone';
const ZoneContext = createContext<ZoneChoice | null>(null);

function stored(): Shown {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'league' ? 'league' : 'visitor';
  } catch {
    return 'visitor';
  }
}

/**
 * Kick-off times: the server writes them in each league's own zone, so its HTML is the same for
 * every visitor and cacheable; once hydrated, the browser shows them in the visitor's zone unless
 * the visitor chose the league's (kept across visits).
 */
export function TimeZoneProvider({ children }: { children: ReactNode }) {
  const [visitor, setVisitor] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>('visitor');
  useEffect(() => {
    setVisitor(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setShown(stored());
  }, []);
  const choose = useCallback((next: Shown) => {
    setShown(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage: the choice then lasts for this page only.
    }
  }, []);
  const value = useMemo(() => ({ visitor, shown, choose }), [visitor, shown, choose]);
  return <ZoneContext.Provider value={value}>{children}</ZoneContext.Provider>;
}

/** Whether two zones show the same wall-clock time now (Madrid and Paris do). */
function sameClock(a: string, b: string, now: string): boolean {
  return kickOff(now, 'en', a) === kickOff(now, 'en', b);
}

/** The zone times are shown in, given the league's, and whether that is the visitor's own. */
export function useShownZone(league: string | null): { zone: string | null; visitor: string | null; own: boolean } {
  const choice = useContext(ZoneContext);
  const { now } = usePage();
  const visitor = choice?.visitor && (league === null || !sameClock(choice.visitor, league, now)) ? choice.visitor : null;
  const own = visitor !== null && choice?.shown === 'visitor';
  return { zone: own ? visitor : league, visitor, own };
}

/** A kick-off with its zone named, in the zone the visitor chose. */
export function KickOff({ iso, league }: { iso: string; league: string }) {
  const { lang } = usePage();
  const zone = useShownZone(league).zone ?? league;
  return <time dateTime={iso}>{kickOff(iso, lang, zone)} <span className="zone-name">{zoneLabel(iso, lang, zone)}</span></time>;
}

/**
 * Says which zone the times are in, and offers the other one: the league's local time, or the
 * visitor's. `league` is null where the times belong to several leagues (the home page).
 */
export function ZoneNote({ league }: { league: string | null }) {
  const t = useT();
  const { lang, now } = usePage();
  const choice = useContext(ZoneContext);
  const { zone, visitor, own } = useShownZone(league);
  const leagueText = league ? t('zone.league', { zone: zoneLabel(now, lang, league) }) : t('zone.leagues');
  const text = own && zone ? t('zone.yours', { zone: zoneLabel(now, lang, zone) }) : leagueText;
  const other = own ? (league ? t('zone.showLeague') : t('zone.showLeagues')) : t('zone.showYours');
  return (
    <p className="zone-note muted">
      <span>{text}</span>
      {visitor && choice && (
        <button type="button" className="zone-switch" onClick={() => choice.choose(own ? 'league' : 'visitor')}>{other}</button>
      )}
    </p>
  );
}
