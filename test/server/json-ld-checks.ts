import { expect } from 'vitest';

/**
 * What a crawler reads of a page's head: every JSON-LD object and the Open Graph tags, checked
 * against the properties schema.org and search engines ask of each type (docs/decisions/0047).
 */
export type Ld = Record<string, any>;

export function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head)?.[1];
  const lds = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)![1]!;
  return { lds, meta, canonical, origin: new URL(canonical).origin, title: /<title>(.*?)<\/title>/.exec(head)![1]! };
}

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const DATE_KEYS = ['startDate', 'endDate', 'datePublished', 'dateModified', 'birthDate'];
const LINK_KEYS = ['url', 'item', '@id'];

/** Every value under a key, however deep: links and dates wherever schema.org puts them. */
export function valuesOf(thing: unknown, keys: readonly string[], out: unknown[] = []): unknown[] {
  if (Array.isArray(thing)) for (const v of thing) valuesOf(v, keys, out);
  else if (thing && typeof thing === 'object') {
    for (const [k, v] of Object.entries(thing)) {
      if (keys.includes(k)) out.push(v);
      valuesOf(v, keys, out);
    }
  }
  return out;
}

const REQUIRED: Record<string, readonly string[]> = {
  SportsEvent: [
    'name',
    'description',
    'url',
    'startDate',
    'endDate',
    'eventStatus',
    'location',
    'competitor',
    'homeTeam',
    'awayTeam',
    'organizer',
    'image',
  ],
  SportsTeam: ['name', 'description', 'url', 'logo', 'memberOf'],
  Person: ['name', 'description', 'url', 'image', 'affiliation'],
  NewsArticle: ['headline', 'url', 'datePublished', 'author', 'publisher', 'image'],
  BreadcrumbList: ['itemListElement'],
  WebSite: ['name', 'url', 'inLanguage', 'publisher'],
  SportsOrganization: ['name', 'url', 'logo', 'sport', 'sameAs'],
};

/** The checks every object passes, whatever its type. Returns the site's own links it names. */
export function checkThing(ld: Ld, origin: string): string[] {
  expect(ld['@context']).toBe('https://schema.org');
  const required = REQUIRED[ld['@type']];
  expect(required, `no rule for ${ld['@type']}`).toBeDefined();
  for (const key of required!) expect(ld, `${ld['@type']}.${key}`).toHaveProperty([key]);
  for (const date of valuesOf(ld, DATE_KEYS)) expect(date).toMatch(ISO);
  const links = valuesOf(ld, LINK_KEYS) as string[];
  for (const link of links) expect(link.startsWith(`${origin}/`), link).toBe(true);
  // A picture is an address or an ImageObject, whose `url` is checked with the other links.
  for (const image of valuesOf(ld, ['image', 'logo']).flat())
    if (typeof image !== 'object') expect(image).toMatch(/^https?:\/\/[^/]+\//);
  return links.map((l) => new URL(l).pathname);
}

export function checkEvent(ld: Ld, status: string, origin: string): void {
  expect(ld.eventStatus).toBe(`https://schema.org/${status}`);
  expect(Date.parse(ld.endDate)).toBeGreaterThan(Date.parse(ld.startDate));
  expect(ld.location).toMatchObject({
    '@type': 'Place',
    name: expect.any(String),
    address: { '@type': 'PostalAddress', addressCountry: expect.any(String) },
  });
  expect(ld.competitor).toEqual([ld.homeTeam, ld.awayTeam]);
  for (const team of ld.competitor)
    expect(team).toMatchObject({
      '@type': 'SportsTeam',
      name: expect.any(String),
      url: expect.stringContaining(origin),
    });
  expect(ld.organizer).toMatchObject({
    '@type': 'SportsOrganization',
    name: expect.any(String),
    url: expect.stringContaining(origin),
    logo: expect.any(String),
  });
  expect(ld.image.length).toBeGreaterThan(0);
}

/** Positions 1..n; the last step is the page itself. Returns the steps' names. */
export function checkTrail(ld: Ld, canonical: string): string[] {
  const steps = ld.itemListElement as Ld[];
  expect(steps.length).toBeGreaterThanOrEqual(2);
  expect(steps.map((s) => s.position)).toEqual(steps.map((_, i) => i + 1));
  for (const step of steps) expect(step).toMatchObject({ '@type': 'ListItem', name: expect.stringMatching(/\S/) });
  expect(steps.at(-1)!.item).toBe(canonical);
  return steps.map((s) => s.name as string);
}
