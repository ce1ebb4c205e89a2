import { describe, expect, it } from 'vitest';
import { samePageIn } from '../../../src/shared/routing/same-page-elsewhere.js';

describe('samePageIn: the competition switcher keeps the section when the other region has it', () => {
  it.each([
    ['region-tables', 'italia', 'en', 'kings', '/en/italia/tables'],
    ['region-tables', 'italia', 'es', 'kings', '/es/italia/clasificacion'],
    ['region-matches', 'mena', 'ar', 'kings', '/ar/mena/matches'],
    // docs/spec.md §5: the squad simulator is Spain's (and Brazil's is blocked too), not Italy's.
    ['region-squad-simulator', 'espana', 'en', 'kings', '/en/espana/squad-simulator'],
    ['region-squad-simulator', 'italia', 'en', 'kings', '/en/italia'],
    ['region-squad-simulator', 'brazil', 'pt', 'kings', '/pt/brazil'],
    // Pages of one item, global pages and the region home go to the other region's home.
    ['region-teams-team', 'france', 'fr', 'kings', '/fr/france'],
    ['index', 'germany', 'de', 'kings', '/de/germany'],
    ['region', 'americas', 'en', 'queens', '/en/americas'],
    [null, 'espana', 'en', 'queens', '/en/espana'],
  ] as const)('%s → %s (%s, %s) is %s', (base, region, lang, context, expected) => {
    expect(samePageIn(base, region, lang, context)).toBe(expected);
  });
});
