import type { Lang } from '../config/locales.js';

/** Where a calendar feed is read (server/plugins/calendars.ts) and how a calendar app subscribes to it. */
export interface CalendarLinks {
  /** This site's path of the `.ics` file: a download, and what the crawler checks. */
  feed: string;
  /** The same feed for calendar apps to subscribe to: `webcal://host/…`. */
  webcal: string;
}

/** Outside the page routes: no language prefix, and `.ics` is no path word. */
export const CALENDAR_PREFIX = '/calendars';

export const regionFeed = (region: string, lang: Lang) => `${CALENDAR_PREFIX}/${region}.ics?lang=${lang}`;
/** One team's feed, or several followed teams' in one (docs/decisions/0087). */
export const teamFeed = (region: string, teamIds: number | readonly number[], lang: Lang) =>
  `${CALENDAR_PREFIX}/${region}/teams/${[teamIds].flat().join(',')}.ics?lang=${lang}`;

/** The links for a feed, with the site's own host (the page's address) for the subscription. */
export function calendarLinks(pageUrl: string, feed: string): CalendarLinks {
  const url = new URL(feed, pageUrl);
  return { feed, webcal: `webcal://${url.host}${url.pathname}${url.search}` };
}
