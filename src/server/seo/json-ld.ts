import type { NewsArticle, Person, SportsTeam, WithContext } from 'schema-dts';
import type { OrgRef } from './organization.js';

/**
 * schema.org objects for team, player and article pages (matches: sports-event.ts), typed with
 * schema-dts so a property schema.org does not define for the type fails the type check. They
 * are written into the head by render/head.ts with jsonForScript: no value can close its script.
 */

export function sportsTeam(
  team: { name: string; logo?: string | null; description: string },
  url: string,
  league: OrgRef,
): WithContext<SportsTeam> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: team.name,
    description: team.description,
    url,
    sport: 'Football',
    ...(team.logo ? { logo: team.logo, image: team.logo } : {}),
    memberOf: {
      '@type': 'SportsOrganization',
      '@id': `${league.url}#organization`,
      name: league.name,
      url: league.url,
    },
  };
}

export interface PersonInput {
  name: string;
  description: string;
  birthDate?: string | null;
  height?: number | null;
  image?: string | null;
  team?: { name: string; url: string | null } | null;
}

export function person(player: PersonInput, url: string): WithContext<Person> {
  const team = player.team;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: player.name,
    description: player.description,
    url,
    ...(player.birthDate ? { birthDate: player.birthDate.slice(0, 10) } : {}),
    ...(player.height ? { height: { '@type': 'QuantitativeValue', value: player.height, unitCode: 'CMT' } } : {}),
    ...(player.image ? { image: player.image } : {}),
    ...(team
      ? { affiliation: { '@type': 'SportsTeam', name: team.name, ...(team.url ? { url: team.url } : {}) } }
      : {}),
  };
}

export function newsArticle(
  article: {
    title: string;
    description: string;
    image: string | null;
    published: string | null;
    modified: string | null;
    author: string | null;
    section: string | null;
    lang: string;
  },
  url: string,
  publisher: { name: string; logo: string },
): WithContext<NewsArticle> {
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
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: publisher.name },
    publisher: { '@type': 'Organization', name: publisher.name, logo: { '@type': 'ImageObject', url: publisher.logo } },
  };
}
