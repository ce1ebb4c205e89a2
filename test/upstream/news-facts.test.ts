import { afterAll, describe, expect, it } from 'vitest';
import type { WebContext } from '../../src/shared/config/contexts.js';
import type { Region } from '../../src/shared/config/regions.js';
import { loadDataset } from '../../src/upstream/data/load.js';
import type { RawPost } from '../../src/upstream/data/types.js';
import { NEWS_TERMS } from '../../src/upstream/generate/news-terms.js';
import { NEWS_RESULT, type NewsLang, textsFor } from '../../src/upstream/generate/news-text.js';
import { parseAnchor } from '../../src/upstream/league/league.js';
import { ANCHOR, API, getJson, isEnded, leaguePosts, MINUTE, movableClock, NOW, REGIONS, upstream } from './helpers.js';

/**
 * What the news says of the league is what the league API says, at the time of each post: an
 * MVP post names the turn-players MVP of a matchday already over, with its real match and result;
 * a preview names a fixture of a matchday that has not started; no post names a matchday that
 * does not exist.
 */
const data = loadDataset();
const anchorMs = parseAnchor(ANCHOR);
const withNews = REGIONS.filter((r) => r.region.newsLang !== null).map(
  (r) => [`${r.context} ${r.region.slug}`, r] as const,
);

interface Summary {
  id: number;
  status: string;
  participants: { homeTeam: { name: string }; awayTeam: { name: string } };
  scores: { homeScore: number | null; awayScore: number | null; homeScoreP: number | null; awayScoreP: number | null };
}
interface CenterTurn {
  id: number;
  matches: Summary[];
}
interface TurnPlayer {
  id: number;
  player: { shortName: string; team: { name: string } } | null;
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern: each `{key}` captured by name, the rest literal. */
function pattern(template: string): RegExp {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key ? `(?<${key}>.+?)` : escapeRe(part);
  });
  return new RegExp(`^${parts.join('')}$`);
}

const intro = (post: RawPost) => unescapeHtml(/^<p>(.*?)<\/p>/.exec(post.content)![1]!);
const excerpt = (post: RawPost) => unescapeHtml(/^<p>(.*?)<\/p>/.exec(post.excerpt)![1]!);
const played = (status: string) => isEnded(status) || status === 'postponed' || status === 'cancelled';
const unplayed = (status: string) => status === 'notStarted' || status === 'postponed' || status === 'cancelled';

/** The region's current league season: its id and its regular turns' ids, by matchday number. */
function seasonOf(context: WebContext, region: Region) {
  const gender = context === 'kings' ? 'male' : 'female';
  const competition = data.competitions.find((c) => c.region === region.slug && c.gender === gender)!;
  const season = data.seasons.find((s) => s.competitionId === competition.id && s.edition === 'current')!;
  const turns = season.phases.filter((p) => p.kind === 'regular').flatMap((p) => p.groups.flatMap((g) => g.turns));
  return { id: season.id, turnOf: new Map(turns.map((t) => [t.number, t.id])) };
}

function checkRegion(seed: number | undefined, context: WebContext, region: Region) {
  const time = movableClock();
  const app = upstream({ clock: time.clock, seed });
  afterAll(() => app.close());
  const lang = region.newsLang as NewsLang;
  const text = textsFor(context, lang);
  const season = seasonOf(context, region);
  const posts = leaguePosts(seed).filter((p) => region.cmsKey.endsWith(`/${p.cms}`));
  const at = async (post: RawPost) => {
    time.set(anchorMs + post.minute * MINUTE);
    const center = (await getJson(app, `${API}/seasons/${season.id}/match-center-data?lang=${lang}`)) as CenterTurn[];
    const mvps = (await getJson(app, `${API}/seasons/${season.id}/players/turn-players?lang=${lang}`)) as TurnPlayer[];
    return {
      center: (n: number) => center.find((t) => t.id === season.turnOf.get(n))!,
      mvp: (n: number) => mvps.find((t) => t.id === season.turnOf.get(n))!.player,
    };
  };
  /** The matchday a post names in its title, or in its excerpt when it is an external one. */
  const matchdayOf = (post: RawPost, template: string, where: 'title' | 'excerpt' = 'title') => {
    const external = post.externalUrl !== null;
    const said = external || where === 'excerpt' ? excerpt(post) : post.title;
    const n = Number(pattern(external ? NEWS_TERMS[lang].externalExcerpt : template).exec(said)?.groups?.n);
    expect(season.turnOf.has(n), `${post.slug}: matchday ${n} of ${season.turnOf.size}`).toBe(true);
    return n;
  };

  it('has posts of each kind that states facts', () => {
    expect(posts).toHaveLength(40);
    const intros = posts.map(intro);
    expect(intros.filter((t) => pattern(text.mvp.intro).test(t)).length).toBeGreaterThan(0);
    expect(intros.filter((t) => pattern(text.preview.intro).test(t)).length).toBeGreaterThan(0);
  });

  it("names in each MVP post the matchday's MVP as turn-players gives it, once the matchday is over, with the real result", async () => {
    const told = new Set<number>();
    for (const post of posts) {
      const m = pattern(text.mvp.intro).exec(intro(post));
      if (!m) continue;
      const n = matchdayOf(post, text.mvp.title);
      expect(told.has(n), `${post.slug}: matchday ${n} told twice`).toBe(false);
      told.add(n);
      const { player, a, b, result } = m.groups!;
      const then = await at(post);
      const turn = then.center(n);
      expect(
        turn.matches.every((s) => played(s.status)),
        `${post.slug}: matchday ${n} not over`,
      ).toBe(true);
      expect(then.mvp(n), post.slug).toMatchObject({ shortName: player, team: { name: a } });
      const match = turn.matches.find(
        (s) =>
          [s.participants.homeTeam.name, s.participants.awayTeam.name].join() === [a, b].join() ||
          [s.participants.awayTeam.name, s.participants.homeTeam.name].join() === [a, b].join(),
      )!;
      expect(match, `${post.slug}: ${a} against ${b} on matchday ${n}`).toBeDefined();
      const home = match.participants.homeTeam.name === a;
      const sc = match.scores;
      const goals = home ? [sc.homeScore, sc.awayScore] : [sc.awayScore, sc.homeScore];
      const pens =
        sc.homeScoreP === null ? null : home ? [sc.homeScoreP, sc.awayScoreP!] : [sc.awayScoreP!, sc.homeScoreP];
      const won = pens ? pens[0]! > pens[1]! : goals[0]! > goals[1]!;
      const outcome = pens ? (won ? 'wonShootout' : 'lostShootout') : won ? 'won' : 'lost';
      const expected = NEWS_RESULT[lang][outcome]
        .replace('{score}', goals.join('-'))
        .replace('{shootout}', pens?.join('-') ?? '');
      expect(result, post.slug).toBe(expected);
      time.set(NOW.getTime());
      const now = (await getJson(app, `${API}/seasons/${season.id}/players/turn-players?lang=${lang}`)) as TurnPlayer[];
      expect(now.find((t) => t.id === season.turnOf.get(n))!.player?.shortName, `${post.slug} at NOW`).toBe(player);
    }
  });

  it('previews in each preview post a fixture of a matchday that has not started yet', async () => {
    for (const post of posts) {
      const m = pattern(text.preview.intro).exec(intro(post));
      if (!m) continue;
      const n = matchdayOf(post, text.preview.title);
      expect(Number(m.groups!.n)).toBe(n);
      const turn = (await at(post)).center(n);
      expect(
        turn.matches.every((s) => unplayed(s.status)),
        `${post.slug}: matchday ${n} has started`,
      ).toBe(true);
      const fixture = turn.matches.find(
        (s) => s.participants.homeTeam.name === m.groups!.a && s.participants.awayTeam.name === m.groups!.b,
      );
      expect(fixture?.status, `${post.slug}: ${m.groups!.a} against ${m.groups!.b} on matchday ${n}`).toBe(
        'notStarted',
      );
    }
  });

  it('announces signings before a matchday that exists and has not started, against the real opponent', async () => {
    for (const post of posts) {
      const m = pattern(text.signing.intro).exec(intro(post));
      if (!m) continue;
      const n = matchdayOf(post, text.signing.excerpt, 'excerpt');
      const turn = (await at(post)).center(n);
      expect(
        turn.matches.every((s) => unplayed(s.status)),
        `${post.slug}: matchday ${n} has started`,
      ).toBe(true);
      const teams = (s: Summary) => [s.participants.homeTeam.name, s.participants.awayTeam.name].sort().join();
      expect(
        turn.matches.some((s) => teams(s) === [m.groups!.a, m.groups!.b].sort().join()),
        post.slug,
      ).toBe(true);
    }
  });

  it('names no matchday in its other posts', () => {
    for (const post of posts.filter((p) => pattern(text.rules.intro).test(intro(p)))) {
      expect(
        post.externalUrl === null || pattern(NEWS_TERMS[lang].externalExcerptPlain).test(excerpt(post)),
        post.slug,
      ).toBe(true);
    }
  });
}

describe.each(withNews)('the news of %s', (_label, { context, region }) => checkRegion(undefined, context, region));

describe('the news under another seed', () => {
  const kings = REGIONS.find((r) => r.context === 'kings' && r.region.slug === 'espana')!;
  describe('kings espana, seed 7', () => checkRegion(7, kings.context, kings.region));

  it('is the same for the same seed, and follows the results of another', () => {
    expect(leaguePosts(7)).toEqual(leaguePosts(7));
    const mvpTitles = (posts: readonly RawPost[]) =>
      posts.filter((p) => p.cms === 'kings-espana' && p.content.includes('wp-block-embed-youtube')).map((p) => p.title);
    expect(mvpTitles(leaguePosts(7))).not.toEqual(mvpTitles(leaguePosts()));
  });
});

describe("the women's leagues' news", () => {
  it('writes its players as women, where the language says it', () => {
    const queens = leaguePosts().filter((p) => p.cms.startsWith('queens-'));
    expect(queens.length).toBeGreaterThan(0);
    const text = queens.map((p) => `${p.title}\n${p.excerpt}\n${p.content}`).join('\n');
    for (const masculine of [
      'fue el mejor',
      'El jugador de',
      'nuevo jugador 12',
      'Estadísticas de jugadores',
      'cuántos jugadores',
    ])
      expect(text).not.toContain(masculine);
    expect(text).toContain('fue la mejor del partido');
  });
});
