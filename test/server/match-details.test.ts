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
  it('marks each event with its icon, compares statistics with bars and draws squads on a pitch by position', async () => {
    const app = await testApp({}, { data: fakeData() });
    const body = (await app.inject({ url: '/en/espana/matches/30-t1-vs-t2' })).body;
    // The minute is isolated left to right ("40+1", "41'"), so a right-to-left page never shows "'41".
    for (const kind of ['goal', 'ownGoal', 'yellow']) {
      expect(body).toMatch(
        new RegExp(
          `event-${kind} [^"]*"><span class="event-minute"><bdi dir="ltr" class="minute">[^<]+</bdi></span><svg class="event-icon icon-${kind}"[^>]*aria-hidden="true"`,
        ),
      );
    }
    // Below league level 3 the added-time form, without an apostrophe (docs/spec.md §5).
    expect(body).toContain('<bdi dir="ltr" class="minute">40+1</bdi>');
    expect(body).toContain('Shots<span class="stat-bar" aria-hidden="true" style="--home:63%;--away:37%"></span>');
    const squads = body.slice(body.indexOf('id="squads"'));
    // One line of the pitch per position, named singular over a lone player; no position after each name.
    expect(squads).toContain('<h4 class="pitch-line-title">Goalkeeper</h4>');
    expect(squads).not.toContain('Goalkeepers');
    expect(squads).not.toMatch(/<\/a> <span class="muted">/);
    await app.close();
  });
});

const api = (origin: string) => `${origin}/api/v1/competition`;

/** A competition's current season's matches, as the embedded league API at `origin` lists them. */
async function currentMatches(origin: string, competition: number) {
  const clusters = (await (await fetch(`${api(origin)}/season-clusters?competitions=${competition}`)).json()) as {
    seasons: { id: number; isCurrent: boolean }[];
  }[];
  const season = clusters.flatMap((c) => c.seasons).find((x) => x.isCurrent)!;
  return (await centerTurns(origin, season.id)).flatMap((t) => t.matches);
}

async function firstWith(origin: string, competition: number, status: string): Promise<number> {
  return (await currentMatches(origin, competition)).find((m) => m.status === status)!.id;
}

type Event = { matchSecond: number; half: number; parameterAppString: string };
// The MVP's award is a card of its own, not a timeline event.
const TIMELINE = /,(GOL|CRT-G|CRT-R),/;

/** A played match with a timeline event after full time (added time), and that event's second. */
async function addedTimeEvent(origin: string, competition: number): Promise<{ id: number; second: number }> {
  for (const m of await currentMatches(origin, competition)) {
    if (!m.status.startsWith('ended')) continue;
    const { events } = (await (await fetch(`${api(origin)}/matches/${m.id}`)).json()) as { events: Event[] };
    const late = events.find((e) => e.half === 2 && e.matchSecond > 2400 && TIMELINE.test(e.parameterAppString));
    if (late) return { id: m.id, second: late.matchSecond };
  }
  throw new Error(`no added-time event in competition ${competition}`);
}

/** A match page's body, asked under any spelling and followed to its own. */
async function matchPage(app: FastifyInstance, lang: string, region: string, id: number): Promise<string> {
  const word = lang === 'es' ? 'partidos' : 'matches';
  const moved = await app.inject({ url: `/${lang}/${region}/${word}/${id}-a-vs-b` });
  const page = moved.statusCode === 301 ? await app.inject({ url: moved.headers.location! }) : moved;
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe.each([
  ['kings', 3],
  ['queens', 4],
] as const)('match pages on the embedded league (%s)', (context, competition) => {
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
    const body = await matchPage(app, lang, 'espana', id);
    expect(body.slice(body.indexOf('id="events"'))).toContain(`<p>${text}</p>`);
    expect(body).not.toContain('No events yet');
  });

  it("shows an event after full time in the added-time form, at the region league's level", async () => {
    const { id, second } = await addedTimeEvent(upstream.origin, competition);
    const body = await matchPage(app, 'en', 'espana', id);
    expect(body).toContain(`<bdi dir="ltr" class="minute">40+${Math.ceil(second / 60) - 40}</bdi>`);
    expect(body).not.toContain(`<bdi dir="ltr" class="minute">${Math.ceil(second / 60)}</bdi>`);
  });
});

describe('match minutes at league level 3, on the embedded league (kings)', () => {
  let upstream: EmbeddedUpstream;
  let app: FastifyInstance;
  beforeAll(async () => {
    upstream = await embeddedUpstream();
    app = await testApp({ UPSTREAM_URL: upstream.origin });
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('a world cup match shows every minute plainly with its apostrophe, added time included', async () => {
    const { id, second } = await addedTimeEvent(upstream.origin, 9);
    const body = await matchPage(app, 'en', 'world-cup', id);
    expect(body).toContain(`<bdi dir="ltr" class="minute">${Math.ceil(second / 60)}&#x27;</bdi>`);
    const timeline = body.slice(body.indexOf('id="events"'));
    expect(timeline).not.toMatch(/class="minute">\d+\+\d+</);
  });
});
