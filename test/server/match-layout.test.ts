import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedUpstream } from '../../src/upstream/embedded.js';
import { testApp } from '../helpers/app.js';
import { centerTurns, embeddedUpstream } from '../helpers/embedded.js';

const api = (origin: string) => `${origin}/api/v1/competition`;
const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;

type Player = { id: number; role: string | null };
type Detail = {
  id: number;
  status: string;
  seasonId: number;
  participants: {
    homeTeamId: number;
    awayTeamId: number;
    homeTeam: { players: Player[] };
    awayTeam: { players: Player[] };
  };
  scores: { homeScore1T: number | null; awayScore1T: number | null };
  events: { playerId: number | null; parameterAppString: string }[];
};
type Season = {
  phases: { groups: { hasStandings: boolean; standings: { rank: number; team: { id: number } }[] }[] }[];
};

async function currentSeason(origin: string, competition: number): Promise<number> {
  const clusters = await json<{ seasons: { id: number; isCurrent: boolean }[] }[]>(
    `${api(origin)}/season-clusters?competitions=${competition}`,
  );
  return clusters.flatMap((c) => c.seasons).find((s) => s.isCurrent)!.id;
}

/** The first of the season's matches in `status` whose detail passes `fits`. */
async function detailWith(origin: string, season: number, status: string, fits: (d: Detail) => boolean) {
  for (const m of (await centerTurns(origin, season)).flatMap((t) => t.matches)) {
    if (m.status !== status) continue;
    const detail = await json<Detail>(`${api(origin)}/matches/${m.id}`);
    if (fits(detail)) return detail;
  }
  throw new Error(`no ${status} match fits in season ${season}`);
}

/** A match page's body, asked under any spelling and followed to its own. */
async function matchPage(app: FastifyInstance, lang: string, id: number): Promise<string> {
  const moved = await app.inject({ url: `/${lang}/espana/matches/${id}-a-vs-b` });
  const page = moved.statusCode === 301 ? await app.inject({ url: moved.headers.location! }) : moved;
  expect(page.statusCode).toBe(200);
  return page.body;
}

const section = (body: string, id: string) => {
  const start = body.indexOf(`id="${id}"`);
  expect(start).toBeGreaterThan(-1);
  return body.slice(start, body.indexOf('</section>', start));
};

const WORDS = {
  en: {
    ht: '<abbr title="Half-time">HT</abbr>',
    mvp: 'MVP',
    preview: 'Before the match',
    keeper: ['Goalkeeper', 'Goalkeepers'],
  },
  ar: {
    ht: '<abbr title="الاستراحة بين الشوطين">استراحة</abbr>',
    mvp: 'أفضل لاعب',
    preview: 'قبل المباراة',
    // The women's league's own words too (docs/decisions/0071).
    keeper: ['حارس المرمى', 'حراس المرمى', 'حارسة المرمى', 'حارسات المرمى'],
  },
} as const;

describe.each([
  ['kings', 3],
  ['queens', 4],
] as const)('the match page layout on the embedded league (%s)', (context, competition) => {
  let upstream: EmbeddedUpstream;
  let app: FastifyInstance;
  let season: number;
  beforeAll(async () => {
    upstream = await embeddedUpstream();
    app = await testApp({ WEB_CONTEXT: context, UPSTREAM_URL: upstream.origin });
    season = await currentSeason(upstream.origin, competition);
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    const words = WORDS[lang];

    it('draws each squad on a pitch, one line per position from the goalkeeper out', async () => {
      const detail = await detailWith(upstream.origin, season, 'ended', (d) =>
        d.participants.homeTeam.players.some((p) => p.role === 'goalkeeper'),
      );
      const squads = section(await matchPage(app, lang, detail.id), 'squads');
      const home = squads.slice(squads.indexOf('lineup-home'), squads.indexOf('lineup-away'));
      const roles = [...home.matchAll(/class="pitch-line pitch-(\w+)"/g)].map((m) => m[1]);
      const order = ['goalkeeper', 'defender', 'midfielder', 'forward'];
      expect(roles).toEqual(order.filter((r) => detail.participants.homeTeam.players.some((p) => p.role === r)));
      const title = home.match(/class="pitch-line-title">([^<]+)</)![1];
      expect(words.keeper).toContain(title);
      const keeper = detail.participants.homeTeam.players.find((p) => p.role === 'goalkeeper')!;
      const line = home.slice(
        home.indexOf('pitch-goalkeeper'),
        home.indexOf('</ul>', home.indexOf('pitch-goalkeeper')),
      );
      expect(line).toMatch(new RegExp(`href="/${lang}/espana/[^/"]+/${keeper.id}-`));
      expect(squads).not.toContain('squad-group');
    });

    it('shows the MVP as a card linked to the player, not as a timeline event', async () => {
      const detail = await detailWith(upstream.origin, season, 'ended', (d) =>
        d.events.some((e) => /,MVP,/.test(e.parameterAppString) && e.playerId !== null),
      );
      const body = await matchPage(app, lang, detail.id);
      const mvp = detail.events.find((e) => /,MVP,/.test(e.parameterAppString))!.playerId!;
      const card = section(body, 'mvp');
      expect(card).toContain(`>${words.mvp}</h2>`);
      expect(card).toMatch(new RegExp(`href="/${lang}/espana/[^/"]+/${mvp}-[^"]+"`));
      expect(card).toContain('class="mvp-card-club"');
      expect(section(body, 'events')).not.toContain('event-mvp');
    });

    it('marks half-time in the timeline with the score at the break', async () => {
      const detail = await detailWith(upstream.origin, season, 'ended', (d) => d.scores.homeScore1T !== null);
      const events = section(await matchPage(app, lang, detail.id), 'events');
      expect(events).toContain(
        `<li class="timeline-break">${words.ht}<bdi dir="ltr" class="timeline-break-score">${detail.scores.homeScore1T}<!-- -->–<!-- -->${detail.scores.awayScore1T}</bdi></li>`,
      );
      // Once: between the halves.
      expect(events.split('timeline-break"').length).toBe(2);
    });

    it("before kick-off shows both clubs' table positions and their last results, linked", async () => {
      const table = (await json<Season>(`${api(upstream.origin)}/seasons/${season}`)).phases
        .flatMap((p) => p.groups)
        .filter((g) => g.hasStandings)
        .flatMap((g) => g.standings);
      const detail = await detailWith(upstream.origin, season, 'notStarted', (d) =>
        table.some((s) => s.team.id === d.participants.homeTeamId),
      );
      const body = await matchPage(app, lang, detail.id);
      const preview = section(body, 'preview');
      expect(preview).toContain(`>${words.preview}</h2>`);
      const ranks = [...preview.matchAll(/class="preview-rank">(\d+)</g)].map((m) => Number(m[1]));
      const rankOf = (id: number) => table.find((s) => s.team.id === id)!.rank;
      expect(ranks).toEqual([rankOf(detail.participants.homeTeamId), rankOf(detail.participants.awayTeamId)]);
      const form = [
        ...preview.matchAll(/<a aria-label="[^"]+" title="[^"]+" href="([^"]+)"><b class="form-(W|WP|LP|L)">/g),
      ];
      expect(form.length).toBeGreaterThan(0);
      for (const [, link] of form)
        expect(link).toMatch(new RegExp(`^/${lang}/espana/[^/]+/\\d+-[a-z0-9-]+-vs-[a-z0-9-]+$`));
      // Before the meetings and the line-ups: what is at stake comes first.
      expect(body.indexOf('id="preview"')).toBeLessThan(body.indexOf('id="squads"'));
    });

    it('shows no preview once the match is over', async () => {
      const detail = await detailWith(upstream.origin, season, 'ended', () => true);
      expect(await matchPage(app, lang, detail.id)).not.toContain('id="preview"');
    });
  });
});
