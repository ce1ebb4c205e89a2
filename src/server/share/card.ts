import { createHash } from 'node:crypto';
import type { WebContext } from '../../shared/config/contexts.js';
import { type Lang, LOCALES } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import { longDate, longDateTime, newsDate, timeOfDay, zoneLabel } from '../../shared/i18n/dates.js';
import type { Translate } from '../../shared/i18n/messages.js';
import type { MatchRow, MatchSide } from '../../shared/league/matches-view.js';
import type { PlayerView } from '../../shared/league/player-view.js';
import { type TeamColors, teamColors } from '../../shared/league/team-colors.js';
import { sideName } from '../../shared/ui/components/side-name.js';
import { INNER, TEXT_WIDTH } from './draw.js';

/**
 * What a share image shows, and nothing else: the drawing (share/draw.tsx) reads only this, and
 * its address carries a hash of it, so the address changes exactly when the picture does
 * (docs/decisions/0078-share-images.md).
 */

/** A crest: the league API's own picture when it has one, else the team's colour and letters. */
export interface ShareBadge {
  /** A `/media/…` path of the league API, drawn from the site's kept copy; null: none to draw. */
  picture: string | null;
  color: string;
  ink: string;
  letters: string;
}

export interface ShareSide {
  name: string;
  size: number;
  badge: ShareBadge;
}

interface CardBase {
  context: WebContext;
  rtl: boolean;
  /** The region's league, in the band at the top. */
  league: string;
  /** The picture in words, in the page's language (`og:image:alt`). */
  alt: string;
}

export type ShareCard = CardBase &
  (
    | { kind: 'team'; name: string; size: number; badge: ShareBadge; colors: [string, string] }
    | {
        kind: 'match';
        home: ShareSide;
        away: ShareSide;
        /** The status as the match page words it; null before kick-off, when `when` says the day. */
        status: string | null;
        live: boolean;
        score: { home: number; away: number } | null;
        /** "Shoot-out 3–2". */
        shootout: string | null;
        /** The kick-off in the region's time zone: its day and its hour. */
        when: { day: string; time: string } | null;
      }
    | {
        kind: 'player';
        name: string;
        size: number;
        role: string | null;
        jersey: string | null;
        photo: string | null;
        team: { name: string; badge: ShareBadge } | null;
      }
    | { kind: 'article'; title: string; size: number; date: string | null; picture: string | null }
  );

/** A card and the version its address carries. */
export interface SharePicture {
  card: ShareCard;
  version: string;
}

/** Changed with the drawing, so images drawn before under the same data get new addresses too. */
const DESIGN = 1;

export function sharePicture(card: ShareCard): SharePicture {
  const version = createHash('sha256')
    .update(`${DESIGN}\n${JSON.stringify(card)}`)
    .digest('hex')
    .slice(0, 12);
  return { card, version };
}

export interface CardContext {
  context: WebContext;
  lang: Lang;
  t: Translate;
}

const base = (ctx: CardContext, league: Region, alt: string): CardBase => ({
  context: ctx.context,
  rtl: LOCALES[ctx.lang].dir === 'rtl',
  league: league.leagueTitle,
  alt,
});

/**
 * The largest size (px) at which `text` fits `lines` lines of `width` px, between `min` and `max`:
 * a condensed face's letters average about half their size in width.
 */
export function fittedSize(text: string, width: number, lines: number, max: number, min: number): number {
  const fits = Math.floor((width * lines) / (Math.max(text.length, 1) * 0.52));
  return Math.max(min, Math.min(max, fits));
}

/** Only the league API's own pictures are drawn: the server fetches nothing from elsewhere. */
const drawable = (path: string | null | undefined): string | null => (path?.startsWith('/media/') ? path : null);

function badge(logo: string | null, colors: TeamColors, letters: string): ShareBadge {
  return { picture: drawable(logo), color: colors.primary, ink: colors.ink, letters: letters.slice(0, 3) };
}

export function teamCard(
  ctx: CardContext,
  league: Region,
  team: { name: string; shortName: string; logo: string | null; colors: TeamColors },
): ShareCard {
  return {
    ...base(ctx, league, ctx.t('seo.share.team', { team: team.name, league: league.leagueTitle })),
    kind: 'team',
    name: team.name,
    size: fittedSize(team.name, TEXT_WIDTH, 2, 112, 56),
    badge: badge(team.logo, team.colors, team.shortName),
    colors: [team.colors.primary, team.colors.secondary],
  };
}

function side(t: Translate, s: MatchSide): ShareSide {
  const name = sideName(t, s);
  return {
    name,
    size: fittedSize(name, 320, 2, 44, 28),
    badge: badge(s.logo, teamColors(s.color, null), s.shortName ?? ''),
  };
}

/** A match: its score from kick-off on, else the day and hour it starts (the minute is left out: it would change the picture every minute). */
export function matchCard(
  ctx: CardContext,
  region: Region,
  match: Pick<MatchRow, 'date' | 'status' | 'home' | 'away'>,
): ShareCard {
  const { t, lang } = ctx;
  const [home, away] = [side(t, match.home), side(t, match.away)];
  const started = match.status === 'live' || match.status === 'ended';
  const h = match.home.score;
  const a = match.away.score;
  const score = started && h !== null && a !== null ? { home: h, away: a } : null;
  const [hp, ap] = [match.home.shootout, match.away.shootout];
  const shootout = score && hp !== null && ap !== null ? `${t('match.shootout')} ${hp}–${ap}` : null;
  const status = match.status === 'scheduled' ? null : t(`status.${match.status}`);
  const date = !score ? match.date : null;
  const zone = date ? zoneLabel(date, lang, region.timeZone) : null;
  const when = date
    ? { day: longDate(date, lang, region.timeZone), time: `${timeOfDay(date, lang, region.timeZone)} ${zone}` }
    : null;
  const said = score
    ? t('seo.share.score', { home: home.name, away: away.name, homeScore: score.home, awayScore: score.away })
    : t('seo.matchTeams', { home: home.name, away: away.name });
  const kickOff = date ? `${longDateTime(date, lang, region.timeZone)} ${zone}` : null;
  const alt = [said, shootout, status, kickOff, region.leagueTitle].filter(Boolean).join(t('seo.separator'));
  return {
    ...base(ctx, region, alt),
    kind: 'match',
    home,
    away,
    status,
    live: match.status === 'live',
    score,
    shootout,
    when,
  };
}

/** A player: the photo (else nothing: the shirt's number and the team's crest say enough), name, position, team. */
export function playerCard(ctx: CardContext, league: Region, view: PlayerView): ShareCard {
  const { t } = ctx;
  const role = view.role ? t(`player.roles.${view.role}`) : null;
  const team = view.team;
  const alt = [view.name, role, team?.name, league.leagueTitle].filter(Boolean).join(t('seo.separator'));
  return {
    ...base(ctx, league, alt),
    kind: 'player',
    name: view.name,
    size: fittedSize(view.name, TEXT_WIDTH, 2, 104, 52),
    role,
    jersey: view.jersey,
    photo: drawable(view.image),
    team: team
      ? { name: team.name, badge: badge(team.logo, view.colors ?? teamColors(team.color, null), team.shortName) }
      : null,
  };
}

/** A news post: its title, its day in the region's time zone and its picture. */
export function articleCard(
  ctx: CardContext,
  region: Region,
  article: { title: string; date: string | null; image: { url: string } | null },
): ShareCard {
  const { t, lang } = ctx;
  const date = article.date ? newsDate(article.date, lang, region.timeZone) : null;
  const picture = drawable(article.image?.url);
  return {
    ...base(ctx, region, [article.title, date, region.leagueTitle].filter(Boolean).join(t('seo.separator'))),
    kind: 'article',
    title: article.title,
    size: fittedSize(article.title, picture ? TEXT_WIDTH : INNER, 4, 72, 40),
    date,
    picture,
  };
}
