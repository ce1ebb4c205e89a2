import type { WebContext } from '../../shared/config/contexts.js';
import { type Region, regionsFor } from '../../shared/config/regions.js';
import { teamSlug } from '../../shared/league/slug.js';
import { href } from '../../shared/routing/href.js';
import type { RawPlayer, RawPost, RawTeam } from '../data/types.js';
import { createRng, hashSeed, type Rng } from '../rng.js';
import { instagramEmbed, tiktokEmbed, twitchEmbed, xEmbed, youtubeEmbed } from './news-embeds.js';
import { XSS_PAYLOADS } from './news-hostile.js';
import { NEWS_TERMS } from './news-terms.js';
import { NEWS_RESULT, type NewsKind, type NewsLang, type NewsText, textsFor } from './news-text.js';

const POSTS = 40;
const HOUR = 60;
/** Posts that carry the hostile corpus, a third each; never featured. */
const HOSTILE = [10, 22, 34];
const EXTERNAL = [7, 20, 33];

/** A match of a matchday that has not started yet. */
export interface NewsFixture {
  matchday: number;
  home: RawTeam;
  away: RawTeam;
}

/** A played matchday's MVP and the match they played in, from their side. */
export interface NewsMvp {
  matchday: number;
  player: RawPlayer;
  team: RawTeam;
  opponent: RawTeam;
  /** The team's goals, then the opponent's. */
  goals: [number, number];
  /** The shoot-out of a drawn match, in the same order. */
  shootout: [number, number] | null;
  won: boolean;
}

/** A region's league season at one instant, in matchday order. */
export interface NewsSeason {
  /** Matchdays whose every match has been played (or will not be): their MVPs no longer change. */
  over: NewsMvp[];
  /** Fixtures of the matchdays none of whose matches has started. */
  ahead: NewsFixture[];
}

export interface NewsSource {
  /** The clubs (and players) a region's league posts talk about, by context and region slug. */
  clubsOf(context: WebContext, region: string): { league: string; teams: RawTeam[]; players: RawPlayer[] };
  /** The region's league season `minute` minutes after the anchor day's midnight, as the API shows it then. */
  seasonAt(context: WebContext, region: string, minute: number): NewsSeason;
}

/**
 * A slug as WordPress stores it: accents dropped, lowercase, Arabic letters kept and written
 * percent-encoded, anything else a hyphen.
 */
export function wpSlug(title: string): string {
  const plain = title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const slug = plain
    .replace(/[^a-z0-9\p{Script=Arabic}]+/gu, '-')
    .replace(/[^a-z0-9\p{L}-]/gu, '')
    .replace(/^-+|-+$/g, '');
  return encodeURIComponent(slug).toLowerCase();
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function kindOf(i: number): NewsKind {
  return i === 3 ? 'rules' : (['preview', 'mvp', 'signing'] as const)[i % 3]!;
}

/** The site page a kind of post points its readers to. */
function linkOf(kind: NewsKind, region: Region, lang: NewsLang, team: RawTeam): string {
  const params = { region: region.slug };
  if (kind === 'preview') return href('region-tables', lang, params);
  if (kind === 'mvp') return href('region-stats', lang, params);
  if (kind === 'rules') return href('region-regulation', lang, params);
  return href('region-teams-team', lang, { ...params, team: team.id, teamName: teamSlug(team.name) || 'team' });
}

function media(
  kind: NewsKind,
  i: number,
  rng: Rng,
  handle: string,
  title: string,
  lang: NewsLang,
  team: RawTeam,
): string {
  if (kind === 'mvp') return youtubeEmbed(rng, title);
  if (kind === 'preview') return i % 2 ? twitchEmbed(handle) : tiktokEmbed(rng, handle);
  if (kind !== 'signing') return '';
  const crest = `<figure class="wp-block-image size-medium"><img src="/media/teams/${team.id}.svg" alt="${escapeHtml(team.name)}" width="120" height="140" class="wp-image-${team.id}"/><figcaption>${escapeHtml(team.name)}</figcaption></figure>`;
  return `${crest}\n${i % 2 ? instagramEmbed(rng, handle) : xEmbed(rng, handle, title, lang)}`;
}

function body(text: NewsText, values: Record<string, string>, link: string, extra: string): string {
  const t = (s: string) => escapeHtml(fill(s, values));
  return [
    `<p>${t(text.intro)}</p>`,
    extra,
    `<h2>${t(text.heading)}</h2>`,
    `<ul><li>${text.items.map(t).join('</li><li>')}</li></ul>`,
    `<p>${t(text.outro)} <a href="${escapeHtml(link)}">${t(text.link)}</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What a post says: its kind, the two clubs it is about, a player of the first, and the matchday it names. */
interface Story {
  kind: NewsKind;
  a: RawTeam;
  b: RawTeam;
  player: RawPlayer;
  n: number | null;
  mvp: NewsMvp | null;
}

/** What earlier posts already told: a matchday's MVP is named once, a fixture previewed once. */
interface Told {
  mvps: Set<number>;
  previews: Set<string>;
  /** Clubs that announced a signing: others go first. */
  signings: Set<number>;
}

/**
 * The story of a post of the planned kind, from the season as it stands when the post is
 * published. An MVP post names the latest matchday over, unless told already; otherwise it
 * previews the next matchday, as a preview does, while one of its fixtures is left untold; a
 * post that cannot do either announces a signing before the next matchday; with no matchday
 * ahead, it is about the rules, which name none.
 */
function storyOf(
  planned: NewsKind,
  season: NewsSeason,
  rng: Rng,
  told: Told,
  teams: readonly RawTeam[],
  players: readonly RawPlayer[],
): Story {
  const playerOf = (team: RawTeam) => rng.pick(players.filter((p) => p.teamId === team.id));
  const latest = season.over.at(-1);
  if (planned === 'mvp' && latest && !told.mvps.has(latest.matchday)) {
    told.mvps.add(latest.matchday);
    return { kind: 'mvp', a: latest.team, b: latest.opponent, player: latest.player, n: latest.matchday, mvp: latest };
  }
  const next = season.ahead.filter((f) => f.matchday === season.ahead[0]?.matchday);
  const untold = next.filter((f) => !told.previews.has(`${f.matchday}:${f.home.id}:${f.away.id}`));
  if ((planned === 'mvp' || planned === 'preview') && untold.length > 0) {
    const f = rng.pick(untold);
    told.previews.add(`${f.matchday}:${f.home.id}:${f.away.id}`);
    return { kind: 'preview', a: f.home, b: f.away, player: playerOf(f.home), n: f.matchday, mvp: null };
  }
  if (planned !== 'rules' && next.length > 0) {
    const sides = next.flatMap(
      (f) =>
        [
          [f.home, f.away],
          [f.away, f.home],
        ] as const,
    );
    const fresh = sides.filter(([team]) => !told.signings.has(team.id));
    const [a, b] = rng.pick(fresh.length > 0 ? fresh : sides);
    told.signings.add(a.id);
    return { kind: 'signing', a, b, player: playerOf(a), n: next[0]!.matchday, mvp: null };
  }
  const [a, b] = rng.shuffle(teams) as [RawTeam, RawTeam];
  return { kind: 'rules', a, b, player: playerOf(a), n: null, mvp: null };
}

/** The MVP's match as a sentence of the post's language: the real score, and who won. */
function resultOf(lang: NewsLang, mvp: NewsMvp): string {
  const outcome = mvp.shootout ? (mvp.won ? 'wonShootout' : 'lostShootout') : mvp.won ? 'won' : 'lost';
  return fill(NEWS_RESULT[lang][outcome], { score: mvp.goals.join('-'), shootout: mvp.shootout?.join('-') ?? '' });
}

/** A post every sixteen hours back from 09:00 on the anchor day (`minute` counts from its midnight). */
const minuteOf = (i: number) => 9 * HOUR - i * 16 * HOUR;

/** A news source (a region's `cmsKey`, last segment) and the id its first post takes. */
export interface NewsDesk {
  cms: string;
  context: WebContext;
  region: Region;
  lang: NewsLang;
  firstId: number;
}

/**
 * Every region with a news language, in the order its posts' ids run: as each writes forty
 * posts, ids follow from the order alone, and a region's posts can be written without the others'.
 */
export function newsDesks(): NewsDesk[] {
  const desks: NewsDesk[] = [];
  for (const context of ['kings', 'queens'] as const) {
    for (const region of regionsFor(context)) {
      const lang = region.newsLang as NewsLang | null;
      const cms = region.cmsKey.split('/').pop()!;
      if (lang) desks.push({ cms, context, region, lang, firstId: desks.length * POSTS + 1 });
    }
  }
  return desks;
}

/**
 * A desk's forty posts, one every sixteen hours; what they say of the league (matchdays,
 * fixtures, MVPs and results) is read from the source.
 */
export function deskPosts({ cms, context, region, lang, firstId }: NewsDesk, source: NewsSource): RawPost[] {
  const { league, teams, players } = source.clubsOf(context, region.slug);
  const rng = createRng(hashSeed('news', cms));
  const handle = region.social.find((s) => s.name === 'youtube')!.url.split('@')[1]!;
  const { general, featured, external } = region.cmsCategories;
  // Told oldest first, so each matchday's MVP comes in the first MVP post after it is over.
  const told: Told = { mvps: new Set(), previews: new Set(), signings: new Set() };
  const stories: Story[] = [];
  for (let i = POSTS - 1; i >= 0; i--)
    stories[i] = storyOf(kindOf(i), source.seasonAt(context, region.slug, minuteOf(i)), rng, told, teams, players);
  const slugs = new Set<string>();
  return stories.map(({ kind, a, b, player, n, mvp }, i): RawPost => {
    const values = {
      a: a.name,
      b: b.name,
      player: player.shortName,
      league,
      n: n === null ? '' : String(n),
      result: mvp ? resultOf(lang, mvp) : '',
    };
    const text = textsFor(context, lang)[kind];
    const outside = EXTERNAL.includes(i);
    const title = fill(outside ? NEWS_TERMS[lang].external : text.title, values);
    const base = wpSlug(title) || `${kind}-${firstId + i}`;
    let slug = base;
    for (let k = 2; slugs.has(slug); k++) slug = `${base}-${k}`;
    slugs.add(slug);
    const hostile = HOSTILE.indexOf(i);
    const corpus = hostile < 0 ? '' : XSS_PAYLOADS.filter((_, k) => k % HOSTILE.length === hostile).join('\n');
    const externalExcerpt = n === null ? NEWS_TERMS[lang].externalExcerptPlain : NEWS_TERMS[lang].externalExcerpt;
    const excerpt = `<p>${escapeHtml(fill(outside ? externalExcerpt : text.excerpt, values))}</p>${hostile < 0 ? '' : XSS_PAYLOADS[hostile]}`;
    const content = body(
      text,
      values,
      linkOf(kind, region, lang, a),
      outside ? '' : media(kind, i, rng, handle, title, lang, a),
    );
    return {
      id: firstId + i,
      cms,
      slug,
      minute: minuteOf(i),
      edited: i % 5 === 2 ? 90 : 0,
      title,
      excerpt,
      content: corpus ? `${content}\n${corpus}` : content,
      categories: outside ? [external] : i % 4 === 0 && hostile < 0 ? [general, featured] : [general],
      tags: [a.id, b.id],
      topic: outside ? 'external' : kind,
      author: rng.int(1, NEWS_TERMS[lang].authors.length),
      externalUrl: outside ? region.social.find((s) => s.name === 'youtube')!.url : null,
    };
  });
}
