import type { MatchSummary } from '../../shared/api/index.js';
import type { Lang } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import type { Translate } from '../../shared/i18n/messages.js';
import { hasMatchPage } from '../../shared/league/match-page.js';
import { displayStatus } from '../../shared/league/match-status.js';
import { shownTeam } from '../../shared/league/season-teams.js';
import { teamSlug } from '../../shared/league/slug.js';
import { tryHref } from '../../shared/routing/href.js';
import { escapeText, type IcsLine, icsDocument, utcStamp } from './ics.js';

/** A match with its kick-off, the break and the time around it: what a calendar should block. */
const SLOT_MS = 60 * 60_000;

export interface FeedInput {
  /** The calendar's name, as calendar apps list it. */
  name: string;
  region: Region;
  lang: Lang;
  t: Translate;
  /** The site's origin: match links and the UIDs' domain. */
  origin: string;
  now: Date;
  matches: readonly (MatchSummary & { turnName?: string | null })[];
}

const KNOWN: readonly string[] = ['scheduled', 'live', 'ended', 'rescheduled', 'cancelled', 'abandoned'];
const STATUS: Partial<Record<string, string>> = { cancelled: 'CANCELLED', rescheduled: 'TENTATIVE' };

function score(m: MatchSummary): string | null {
  const s = m.scores;
  if (s?.homeScore == null || s.awayScore == null) return null;
  const shootout = s.homeScoreP != null && s.awayScoreP != null ? ` (${s.homeScoreP}–${s.awayScoreP})` : '';
  return `${s.homeScore}–${s.awayScore}${shootout}`;
}

function event(m: MatchSummary & { turnName?: string | null }, input: FeedInput): IcsLine[] {
  const { t, region, lang, origin } = input;
  const home = shownTeam(m.participants.homeTeam, m.participants.homeTeamId)?.name ?? t('matches.toBeDecided');
  const away = shownTeam(m.participants.awayTeam, m.participants.awayTeamId)?.name ?? t('matches.toBeDecided');
  const status = displayStatus(m.status);
  const result = score(m);
  const start = Date.parse(m.date!);
  const summary = result && status !== 'scheduled' ? `${home} ${result} ${away}` : `${home} – ${away}`;
  const state =
    status === 'ended' && result
      ? t('content.calendar.final', { score: result })
      : status === 'live'
        ? t('content.calendar.live', { score: result ?? '0–0' })
        : KNOWN.includes(status)
          ? t(`status.${status}`)
          : status;
  const page =
    m.participants.homeTeam && m.participants.awayTeam && hasMatchPage(m.id)
      ? tryHref('region-matches-match', lang, {
          region: region.slug,
          matchId: m.id,
          homeTeam: teamSlug(m.participants.homeTeam.name) || 'team',
          awayTeam: teamSlug(m.participants.awayTeam.name) || 'team',
        })
      : null;
  const description = [[region.leagueTitle, m.turnName].filter(Boolean).join(' · '), state, page ? origin + page : null]
    .filter(Boolean)
    .join('\n');
  return [
    ['BEGIN', 'VEVENT'],
    ['UID', `match-${m.id}@${new URL(origin).host}`],
    ['DTSTAMP', utcStamp(input.now.getTime())],
    ['DTSTART', utcStamp(start)],
    ['DTEND', utcStamp(start + SLOT_MS)],
    ['SUMMARY', escapeText(summary)],
    ['DESCRIPTION', escapeText(description)],
    ...(page ? [['URL', origin + page] as const] : []),
    ['STATUS', STATUS[status] ?? 'CONFIRMED'],
    ['END', 'VEVENT'],
  ];
}

/**
 * A fixture calendar: every match with a kick-off, in UTC, the region's zone named for apps that
 * show one; scores go into the summary and description as they come, so a subscription updates.
 */
export function fixturesCalendar(input: FeedInput): string {
  const dated = input.matches.filter((m) => m.date && !Number.isNaN(Date.parse(m.date)));
  const sorted = [...dated].sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!) || a.id - b.id);
  return icsDocument([
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', `-//${new URL(input.origin).host}//fixtures//${input.lang.toUpperCase()}`],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(input.name)],
    ['X-WR-TIMEZONE', input.region.timeZone],
    ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
    ['X-PUBLISHED-TTL', 'PT1H'],
    ...sorted.flatMap((m) => event(m, input)),
    ['END', 'VCALENDAR'],
  ]);
}
