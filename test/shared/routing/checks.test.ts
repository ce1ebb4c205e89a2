import { describe, expect, it } from 'vitest';
import { WEB_CONTEXTS, type WebContext } from '../../../src/shared/config/contexts.js';
import { regionsFor } from '../../../src/shared/config/regions.js';
import { assertKnownChecks, checkNameFor, isBlocked } from '../../../src/shared/routing/checks.js';
import { ROUTES, type RouteBase } from '../../../src/shared/routing/routes.js';

/** docs/spec.md §5, written out as the spec gives it (King of Kings appears as king-of-kings). */
const SPEC: [RouteBase, string[]][] = [
  [
    'region-stats-assists',
    [
      'americas',
      'world-cup',
      'italy',
      'queens-americas',
      'nations',
      'king-of-kings',
      'brazil',
      'france',
      'germany',
      'mena',
    ],
  ],
  [
    'region-stats-best-goalkeeper',
    [
      'americas',
      'world-cup',
      'italy',
      'queens-americas',
      'nations',
      'king-of-kings',
      'brazil',
      'france',
      'germany',
      'mena',
    ],
  ],
  [
    'region-team-simulator',
    ['italy', 'americas', 'spain', 'world-cup', 'nations', 'queens', 'king-of-kings', 'germany', 'france', 'mena'],
  ],
  [
    'region-squad-simulator',
    ['italy', 'americas', 'world-cup', 'nations', 'king-of-kings', 'brazil', 'france', 'germany', 'mena'],
  ],
  ['region-draft-reserves', ['world-cup', 'nations', 'king-of-kings', 'france', 'germany', 'mena']],
  ['region-stats-matchday-mvp', ['king-of-kings', 'nations', 'world-cup']],
  ['region-media-accreditation', ['king-of-kings', 'brazil', 'nations', 'world-cup', 'france', 'mena']],
  [
    'region-circulars',
    ['americas', 'spain', 'italy', 'king-of-kings', 'brazil', 'nations', 'world-cup', 'france', 'germany', 'mena'],
  ],
];

/** Sets the spec leaves open, as docs/decisions/0002 derives them from the navigation section. */
const DERIVED: [RouteBase, string[] | { allow: string[] }][] = [
  ['region-join-the-draft', { allow: ['spain', 'queens', 'world-cup', 'queens-americas'] }],
  ['region-tables-kwcc', { allow: ['world-cup'] }],
  ['region-tickets', { allow: ['spain', 'queens'] }],
  ['region-mercato', { allow: ['spain', 'queens'] }],
  ['region-tier-list', { allow: ['world-cup', 'nations'] }],
  ['region-tournament', { allow: ['world-cup', 'nations'] }],
  ['region-circolari', { allow: ['italy'] }],
  ['region-qualifiers-spain', { allow: ['king-of-kings'] }],
  ['region-qualifiers-americas', { allow: ['king-of-kings'] }],
  ['region-legends', ['queens', 'queens-americas', 'king-of-kings']],
  ['region-faqs', ['nations', 'world-cup', 'king-of-kings']],
  ['region-draft', ['nations', 'world-cup', 'king-of-kings']],
  ['region-contact-us', ['king-of-kings']],
  ['region-stats-goals', ['king-of-kings']],
  ['region-tables', []],
  ['region-matches', []],
  ['region', []],
];

const ALL_REGIONS = WEB_CONTEXTS.flatMap((context) => regionsFor(context).map((r) => ({ context, slug: r.slug })));

function blockedBy(spec: string[] | { allow: string[] }, name: string): boolean {
  return Array.isArray(spec) ? spec.includes(name) : !spec.allow.includes(name);
}

describe.each([...SPEC, ...DERIVED])('%s', (base, spec) => {
  it.each(ALL_REGIONS)('$context/$slug', ({ context, slug }) => {
    const name = checkNameFor(context, slug)!.replace('king-of-kings-nations', 'king-of-kings');
    expect(isBlocked(ROUTES[base], context, slug)).toBe(blockedBy(spec, name));
  });
});

describe('global pages: kings and queens stand for the whole context', () => {
  it.each([
    ['legends', 'kings', false],
    ['legends', 'queens', true],
    ['stores', 'kings', false],
    ['stores', 'queens', true],
    ['finalissima', 'kings', true],
    ['finalissima', 'queens', false],
  ] as [RouteBase, WebContext, boolean][])('%s in %s blocked: %s', (base, context, blocked) => {
    expect(isBlocked(ROUTES[base], context, null)).toBe(blocked);
  });
});

describe('check names', () => {
  it.each([
    ['kings', 'espana', 'spain'],
    ['kings', 'americas', 'americas'],
    ['kings', 'italia', 'italy'],
    ['kings', 'kwc-nations', 'nations'],
    ['kings', 'king-of-kings', 'king-of-kings-nations'],
    ['kings', 'world-cup', 'world-cup'],
    ['kings', 'mena', 'mena'],
    ['queens', 'espana', 'queens'],
    ['queens', 'americas', 'queens-americas'],
  ] as const)('%s/%s answers to %s', (context, slug, name) => {
    expect(checkNameFor(context, slug)).toBe(name);
  });

  it('an unknown check name stops start-up', () => {
    expect(() => assertKnownChecks({ page: { checks: ['atlantis' as never] } })).toThrow('Unknown route middleware');
    expect(() => assertKnownChecks(ROUTES)).not.toThrow();
  });
});
