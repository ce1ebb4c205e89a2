import type { SportsOrganization, WebSite, WithContext } from 'schema-dts';
import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import { type Lang, LOCALES } from '../../shared/config/locales.js';
import { type Region, regionsFor } from '../../shared/config/regions.js';
import { href } from '../../shared/routing/href.js';

/** An organization as schema.org names it elsewhere (an event's organizer, a team's league). */
export interface OrgRef {
  name: string;
  url: string;
  logo: string;
  sameAs: readonly string[];
}

/** The league a region runs, at its home in the page's language. */
export function regionLeague(region: Region, lang: Lang, origin: string): OrgRef {
  return {
    name: region.leagueTitle,
    url: origin + href('region', lang, { region: region.slug }),
    logo: origin + region.footerLogo.src,
    sameAs: region.social.map((s) => s.url),
  };
}

/** The whole league of a context: its first region's accounts are the brand's own (as the site's footer shows them). */
export function contextLeague(context: WebContext, lang: Lang, origin: string): OrgRef {
  const info = CONTEXTS[context];
  return {
    name: info.title,
    url: origin + href('index', lang, {}),
    logo: origin + info.logo,
    sameAs: regionsFor(context)[0]!.social.map((s) => s.url),
  };
}

export function sportsOrganization(org: OrgRef, parent?: OrgRef): WithContext<SportsOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    '@id': `${org.url}#organization`,
    name: org.name,
    url: org.url,
    logo: org.logo,
    sport: 'Football',
    ...(org.sameAs.length ? { sameAs: [...org.sameAs] } : {}),
    ...(parent
      ? {
          parentOrganization: {
            '@type': 'SportsOrganization',
            '@id': `${parent.url}#organization`,
            name: parent.name,
            url: parent.url,
          },
        }
      : {}),
  };
}

/** The site itself, published by its league (the organization written next to it, by its @id). */
export function webSite(org: OrgRef, lang: Lang): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${org.url}#website`,
    name: org.name,
    url: org.url,
    inLanguage: LOCALES[lang].tag,
    publisher: { '@type': 'SportsOrganization', '@id': `${org.url}#organization`, name: org.name },
  };
}
