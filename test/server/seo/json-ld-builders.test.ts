import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breadcrumbList, trailStart } from '../../../src/server/seo/breadcrumbs.js';
import { matchDescription, playerDescription } from '../../../src/server/seo/descriptions.js';
import { person } from '../../../src/server/seo/json-ld.js';
import { contextLeague, sportsOrganization, webSite } from '../../../src/server/seo/organization.js';
import { type EventInput, eventStatus, sportsEvent } from '../../../src/server/seo/sports-event.js';
import { findRegion } from '../../../src/shared/config/regions.js';
import { createTranslate, flatten, type MessageTree } from '../../../src/shared/i18n/messages.js';

const t = (lang: string) =>
  createTranslate(flatten(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as MessageTree));
const O = 'https://kingsleague.pro';
const league = { name: 'Kings League Spain', url: `${O}/en/espana`, logo: `${O}/img/logos/kl-espana.svg`, sameAs: [] };
const side = (name: string) => ({ name, url: `${O}/en/espana/teams/1-${name.toLowerCase()}`, logo: null });
const EVENT: EventInput = {
  name: 'A vs B',
  description: 'A vs B, Matchday 1',
  url: `${O}/en/espana/matches/1-a-vs-b`,
  start: '2026-11-22T18:00:00Z',
  status: 'scheduled',
  home: side('A'),
  away: side('B'),
  stadium: { name: 'Arena', country: 'España' },
  organizer: league,
  image: [`${O}/img/og/kl-espana.jpg`],
};

describe('a match as a schema.org SportsEvent', () => {
  it.each([
    ['scheduled', 'EventScheduled'],
    ['live', 'EventScheduled'],
    ['ended', 'EventScheduled'],
    ['rescheduled', 'EventPostponed'],
    ['cancelled', 'EventCancelled'],
    ['abandoned', 'EventCancelled'],
    ['suspended', 'EventScheduled'],
  ])('a %s match is %s', (status, expected) => {
    expect(eventStatus(status)).toBe(`https://schema.org/${expected}`);
    expect(sportsEvent({ ...EVENT, status }).eventStatus).toBe(`https://schema.org/${expected}`);
  });

  it.each([
    ['a kick-off', EVENT, { startDate: '2026-11-22T18:00:00.000Z', endDate: '2026-11-22T18:40:00.000Z' }],
    ['no kick-off', { ...EVENT, start: null }, { startDate: undefined, endDate: undefined }],
    [
      'a stadium',
      EVENT,
      {
        location: { '@type': 'Place', name: 'Arena', address: { '@type': 'PostalAddress', addressCountry: 'España' } },
      },
    ],
    [
      'a stadium in no known country',
      { ...EVENT, stadium: { name: 'Arena', country: null } },
      { location: { '@type': 'Place', name: 'Arena' } },
    ],
    ['no stadium', { ...EVENT, stadium: null }, { location: undefined }],
  ] as const)('with %s', (_, input, expected) => {
    const ld: Record<string, unknown> = { ...sportsEvent(input) };
    for (const [key, value] of Object.entries(expected)) expect(ld[key]).toEqual(value);
    expect(ld).toMatchObject({
      competitor: [ld.homeTeam, ld.awayTeam],
      organizer: { '@type': 'SportsOrganization', url: league.url, logo: league.logo },
    });
  });
});

describe('breadcrumbs', () => {
  it.each([
    ['en', null, ['Home']],
    ['en', 'espana', ['Home', 'Spain']],
    ['ar', 'espana', ['الرئيسية', 'إسبانيا']],
  ] as const)('%s under %s start %j', (lang, slug, names) => {
    const region = slug ? findRegion('kings', slug)! : null;
    const trail = breadcrumbList(trailStart(t(lang), lang, region, O));
    expect(trail.itemListElement).toEqual(
      names.map((name, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name,
        item: i === 0 ? `${O}/${lang}` : `${O}/${lang}/${slug}`,
      })),
    );
  });
});

describe('descriptions', () => {
  const facts = {
    home: 'A',
    away: 'B',
    turn: 'Matchday 3',
    league: 'Kings League Spain',
    date: '22 November 2026',
    stadium: 'Arena',
  };
  it.each([
    ['en', facts, 'A vs B, Matchday 3 of Kings League Spain, 22 November 2026, Arena'],
    ['en', { ...facts, turn: null, stadium: null }, 'A vs B, Kings League Spain, 22 November 2026'],
    ['ar', { ...facts, date: null }, 'A ضد B، Matchday 3 من Kings League Spain، Arena'],
  ] as const)('a match in %s', (lang, input, expected) => {
    expect(matchDescription(t(lang), input)).toBe(expected);
  });

  it.each([
    ['P', 'T', '2026/27', 'P, T: profile, card ratings, statistics and matches in Kings League Spain, season 2026/27.'],
    ['P', null, null, 'P: profile, card ratings, statistics and matches in Kings League Spain.'],
  ] as const)('a player %s of %s in %s', (name, team, season, expected) => {
    expect(playerDescription(t('en'), name, team, 'Kings League Spain', season)).toBe(expected);
  });
});

describe('people and the league', () => {
  it("names a player's team only when there is one", () => {
    expect(person({ name: 'P', description: 'D', team: null }, `${O}/en/players/1-p`)).not.toHaveProperty(
      'affiliation',
    );
    expect(
      person({ name: 'P', description: 'D', team: { name: 'T', url: null } }, `${O}/en/players/1-p`),
    ).toHaveProperty('affiliation', { '@type': 'SportsTeam', name: 'T' });
  });

  it('publishes the site as the league, linked by @id, with its accounts', () => {
    const org = contextLeague('queens', 'es', O);
    expect(webSite(org, 'es')).toMatchObject({
      url: `${O}/es`,
      inLanguage: 'es-ES',
      publisher: { '@id': `${O}/es#organization` },
    });
    expect(sportsOrganization(org)).toMatchObject({
      '@id': `${O}/es#organization`,
      name: 'Queens League',
      logo: `${O}/img/icon-ql-512.png`,
      sameAs: expect.arrayContaining(['https://www.youtube.com/@QueensLeague']),
    });
  });
});
