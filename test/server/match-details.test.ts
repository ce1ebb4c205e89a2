import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../src/shared/ui/pages/match-parts.js';
import type { EmbeddedUpstream } from '../../src/upstream/embedded.js';
import { testApp } from '../helpers/app.js';
import { centerTurns, embeddedUpstream } from '../helpers/embedded.js';
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

/** A current season's first match of a status, as the embedded league API at `origin` lists it. */
async function firstWith(origin: string, competition: number, status: string): Promise<number> {
  const api = `${origin}/api/v1/competition`;
  const clusters = (await (await fetch(`${api}/season-clusters?competitions=${competition}`)).json()) as {
    seasons: { id: number; isCurrent: boolean }[];
  }[];
  const season = clusters.flatMap((c) => c.seasons).find((x) => x.isCurrent)!;
  const turns = await centerTurns(origin, season.id);
  return turns.flatMap((t) => t.matches).find((m) => m.status === status)!.id;
}

describe.each([
  ['kings', 3],
  ['queens', 4],
] as const)('a match that will not be played, on the embedded league (%s)', (context, competition) => {
  let upstream: EmbeddedUpstream;
  let app: FastifyInstance;
  beforeAll(async () => {
    upstream = await embeddedUpstream();
    app = await testApp({ WEB_CONTEXT: context, UPSTREAM_URL: upstream.origin });
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it.each([
    ['cancelled', 'en', 'Match cancelled.'],
    ['cancelled', 'es', 'Partido cancelado.'],
    ['postponed', 'en', 'Postponed, new date to be announced.'],
    ['postponed', 'ar', 'أُجّلت المباراة، وسيُعلن الموعد الجديد لاحقًا.'],
  ])('a %s match says so in its timeline (%s)', async (status, lang, text) => {
    const id = await firstWith(upstream.origin, competition, status);
    // The address is spelt by the page itself: a wrong spelling answers with the right one.
    const moved = await app.inject({ url: `/${lang}/espana/${lang === 'es' ? 'partidos' : 'matches'}/${id}-a-vs-b` });
    const page = moved.statusCode === 301 ? await app.inject({ url: moved.headers.location! }) : moved;
    expect(page.statusCode).toBe(200);
    const events = page.body.slice(page.body.indexOf('id="events"'));
    expect(events).toContain(`<p>${text}</p>`);
    expect(page.body).not.toContain('No events yet');
  });
});
