import type { EventStatusType, SportsEvent, SportsTeam, WithContext } from 'schema-dts';
import type { ShownStatus } from '../../shared/league/match-status.js';
import { MINUTES_PER_HALF } from '../../shared/league/minute.js';
import type { OrgRef } from './organization.js';

export interface EventSide {
  name: string;
  /** The team's page; none for a side without one. */
  url: string | null;
  logo: string | null;
}

export interface EventInput {
  name: string;
  description: string;
  url: string;
  start: string | null;
  status: ShownStatus;
  home: EventSide;
  away: EventSide;
  stadium: { name: string; country: string | null } | null;
  organizer: OrgRef;
  /** Absolute addresses, at least one (the teams' crests, else the league's share picture). */
  image: readonly string[];
}

/**
 * The league API records no match's end: it is the kick-off plus two halves of
 * MINUTES_PER_HALF (docs/spec.md §9), breaks and a shoot-out not counted.
 */
const MATCH_MS = 2 * MINUTES_PER_HALF * 60_000;

/**
 * schema.org has no live or finished status: a match played when planned stays scheduled. An
 * abandoned match will not be played out as scheduled, which schema.org can only call cancelled.
 */
const STATUS: Partial<Record<ShownStatus, EventStatusType>> = {
  rescheduled: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
  abandoned: 'https://schema.org/EventCancelled',
};

export function eventStatus(status: ShownStatus): EventStatusType {
  return STATUS[status] ?? 'https://schema.org/EventScheduled';
}

function team(side: EventSide): SportsTeam {
  return {
    '@type': 'SportsTeam',
    name: side.name,
    ...(side.url ? { url: side.url } : {}),
    ...(side.logo ? { logo: side.logo } : {}),
  };
}

function dates(start: string | null): { startDate?: string; endDate?: string } {
  const at = start ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(at)) return {};
  return { startDate: new Date(at).toISOString(), endDate: new Date(at + MATCH_MS).toISOString() };
}

export function sportsEvent(match: EventInput): WithContext<SportsEvent> {
  const { stadium, organizer } = match;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: match.name,
    description: match.description,
    url: match.url,
    sport: 'Football',
    ...dates(match.start),
    eventStatus: eventStatus(match.status),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    homeTeam: team(match.home),
    awayTeam: team(match.away),
    competitor: [team(match.home), team(match.away)],
    ...(stadium
      ? {
          location: {
            '@type': 'Place',
            name: stadium.name,
            ...(stadium.country ? { address: { '@type': 'PostalAddress', addressCountry: stadium.country } } : {}),
          },
        }
      : {}),
    organizer: {
      '@type': 'SportsOrganization',
      '@id': `${organizer.url}#organization`,
      name: organizer.name,
      url: organizer.url,
      logo: organizer.logo,
    },
    image: [...match.image],
  };
}
