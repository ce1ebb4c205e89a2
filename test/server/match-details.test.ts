import { describe, expect, it } from 'vitest';
import { shares } from '../../src/shared/ui/pages/match-parts.js';
import { testApp } from '../helpers/app.js';
import { fakeData } from '../helpers/fake-data.js';

describe('shares', () => {
  it.each([
    [12, 7, [63, 37]],
    [3, 0, [100, 0]],
    [0, 0, [0, 0]],
    [1, 2, [33, 67]],
    [-1, 4, [0, 100]],
  ] as const)('%i against %i', (home, away, expected) => {
    expect(shares(home, away)).toEqual(expected);
  });
});

describe('the match page details', () => {
  it('marks each event with its icon, compares statistics with bars and groups squads by position', async () => {
    const app = await testApp({}, { data: fakeData() });
    const body = (await app.inject({ url: '/en/espana/matches/30-t1-vs-t2' })).body;
    // The minute is isolated left to right ("40+1'"), so a right-to-left page never shows "'40".
    for (const kind of ['goal', 'ownGoal', 'yellow']) {
      expect(body).toMatch(
        new RegExp(
          `event-${kind} [^"]*"><span class="event-minute"><bdi dir="ltr" class="minute">[^<]*<!-- -->&#x27;</bdi></span><svg class="event-icon icon-${kind}"[^>]*aria-hidden="true"`,
        ),
      );
    }
    expect(body).toContain('<bdi dir="ltr" class="minute">40+1<!-- -->&#x27;</bdi>');
    expect(body).toContain('Shots<span class="stat-bar" aria-hidden="true" style="--home:63%;--away:37%"></span>');
    const squads = body.slice(body.indexOf('id="squads"'));
    // One heading per position, singular over a lone player; no position after each name.
    expect(squads).toContain('<h4>Goalkeeper</h4>');
    expect(squads).not.toContain('Goalkeepers');
    expect(squads).not.toMatch(/<\/a> <span class="muted">/);
    await app.close();
  });
});
