import { kickOff, zoneLabel } from '../../i18n/dates.js';
import { usePage, useT } from '../app-context.js';
import { useZoneChoice } from './time-zone.js';

/** Whether two zones show the same wall-clock time now (Madrid and Paris do). */
function sameClock(a: string, b: string, now: string): boolean {
  return kickOff(now, 'en', a) === kickOff(now, 'en', b);
}

/** The zone times are shown in, given the league's, and whether that is the visitor's own. */
export function useShownZone(league: string | null): { zone: string | null; visitor: string | null; own: boolean } {
  const choice = useZoneChoice();
  const { now } = usePage();
  const visitor =
    choice?.visitor && (league === null || !sameClock(choice.visitor, league, now)) ? choice.visitor : null;
  const own = visitor !== null && choice?.shown === 'visitor';
  return { zone: own ? visitor : league, visitor, own };
}

/**
 * A kick-off with its zone named, in the zone the visitor chose. A no-break space keeps the zone
 * beside the time: a narrow card wraps before "16:00 CET", never leaving "CET" on a line alone.
 */
export function KickOff({ iso, league }: { iso: string; league: string }) {
  const { lang } = usePage();
  const zone = useShownZone(league).zone ?? league;
  return (
    <time dateTime={iso}>
      {kickOff(iso, lang, zone)}
      {'\u00a0'}
      <span className="zone-name">{zoneLabel(iso, lang, zone)}</span>
    </time>
  );
}

/**
 * Says which zone the times are in, and offers the other one: the league's local time, or the
 * visitor's. `league` is null where the times belong to several leagues (the home page).
 */
export function ZoneNote({ league }: { league: string | null }) {
  const t = useT();
  const { lang, now } = usePage();
  const choice = useZoneChoice();
  const { zone, visitor, own } = useShownZone(league);
  const leagueText = league ? t('zone.league', { zone: zoneLabel(now, lang, league) }) : t('zone.leagues');
  const text = own && zone ? t('zone.yours', { zone: zoneLabel(now, lang, zone) }) : leagueText;
  const other = own ? (league ? t('zone.showLeague') : t('zone.showLeagues')) : t('zone.showYours');
  // The switch keeps its place from the server's HTML on: until the script has read the visitor's
  // clock (and without JavaScript) it is there but unusable; for a visitor on the league's clock it
  // says so. The note is the same size throughout, so the times below it never move.
  const known = Boolean(choice?.visitor);
  const control =
    known && !visitor ? (
      <span className="zone-same">{t('zone.sameAsYours')}</span>
    ) : (
      <button
        type="button"
        className="zone-switch"
        disabled={!known}
        onClick={() => choice?.choose(own ? 'league' : 'visitor')}
      >
        {other}
      </button>
    );
  return (
    <p className="zone-note muted">
      <span>{text}</span>
      {control}
    </p>
  );
}
