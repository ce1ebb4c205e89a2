import type { MatchView } from '../../shared/league/match-view.js';

/**
 * schema.org objects for detail pages (SportsEvent, SportsTeam, Person). They are written into
 * the head by render/head.ts with jsonForScript, so no value can close its script element.
 */
type Thing = Record<string, unknown>;

const STATUS: Partial<Record<MatchView['status'], string>> = {
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/** `teams` are both sides' names: a match with a side still to be decided is no event to describe. */
export function sportsEvent(match: Pick<MatchView, 'date' | 'status' | 'stadium'>, teams: { home: string; away: string }, url: string, league: string): Thing {
  const team = (name: string): Thing => ({ '@type': 'SportsTeam', name });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${teams.home} vs ${teams.away}`,
    url,
    sport: 'Football',
    ...(match.date ? { startDate: match.date } : {}),
    eventStatus: STATUS[match.status] ?? 'https://schema.org/EventScheduled',
    homeTeam: team(teams.home),
    awayTeam: team(teams.away),
    competitor: [team(teams.home), team(teams.away)],
    superEvent: { '@type': 'SportsEvent', name: league },
    ...(match.stadium ? { location: { '@type': 'Place', name: match.stadium } } : {}),
  };
}

export function sportsTeam(team: { name: string; logo?: string | null }, url: string, league: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: team.name,
    url,
    sport: 'Football',
    ...(team.logo ? { logo: team.logo } : {}),
    memberOf: { '@type': 'SportsOrganization', name: league },
  };
}

export function person(player: { name: string; birthDate?: string | null; height?: number | null; team?: string | null; image?: string | null }, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: player.name,
    url,
    ...(player.birthDate ? { birthDate: player.birthDate.slice(0, 10) } : {}),
    ...(player.height ? { height: { '@type': 'QuantitativeValue', value: player.height, unitCode: 'CMT' } } : {}),
    ...(player.image ? { image: player.image } : {}),
    ...(player.team ? { affiliation: { '@type': 'SportsTeam', name: player.team } } : {}),
  };
}

export function newsArticle(article: {
  title: string; description: string; image: string | null; published: string | null; modified: string | null; author: string | null; section: string | null; lang: string;
}, url: string, publisher: { name: string; logo: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: article.lang,
    ...(article.image ? { image: [article.image] } : {}),
    ...(article.published ? { datePublished: article.published } : {}),
    ...(article.modified ? { dateModified: article.modified } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    author: article.author ? { '@type': 'Person', name: article.author } : { '@type': 'Organization', name: publisher.name },
    publisher: { '@type': 'Organization', name: publisher.name, logo: { '@type': 'ImageObject', url: publisher.logo } },
  };
}
