import type { Translate } from '../../shared/i18n/messages.js';

/**
 * The summaries of detail pages for search results and shares, in the page's language. A part
 * the data does not give is left out rather than written as a blank.
 */

export interface MatchFacts {
  home: string;
  away: string;
  /** The matchday as the league API names it in the page's language ("Matchday 5"). */
  turn: string | null;
  league: string;
  /** The kick-off, already written out in the region's time zone. */
  date: string | null;
  stadium: string | null;
}

/** "X vs Y, matchday N of League, date, stadium". */
export function matchDescription(t: Translate, m: MatchFacts): string {
  const teams = t('seo.matchTeams', { home: m.home, away: m.away });
  const round = m.turn ? t('seo.matchTurn', { turn: m.turn, league: m.league }) : m.league;
  return [teams, round, m.date, m.stadium].filter(Boolean).join(t('seo.separator'));
}

export function teamDescription(t: Translate, team: string, league: string, season: string): string {
  return t('seo.team', { team, league, season });
}

export function playerDescription(
  t: Translate,
  player: string,
  team: string | null,
  league: string,
  season: string | null,
): string {
  const where = season ? t('seo.playerSeason', { league, season }) : league;
  return team ? t('seo.player', { player, team, where }) : t('seo.playerNoTeam', { player, where });
}
