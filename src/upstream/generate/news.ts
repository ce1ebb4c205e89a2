import type { WebContext } from '../../shared/config/contexts.js';
import { regionsFor, type Region } from '../../shared/config/regions.js';
import { teamSlug } from '../../shared/league/slug.js';
import { href } from '../../shared/routing/href.js';
import type { RawPlayer, RawPost, RawTeam } from '../data/types.js';
import { createRng, hashSeed, type Rng } from '../rng.js';
import { instagramEmbed, tiktokEmbed, twitchEmbed, xEmbed, youtubeEmbed } from './news-embeds.js';
import { XSS_PAYLOADS } from './news-hostile.js';
import { NEWS_TERMS } from './news-terms.js';
import { NEWS_TEXT, type NewsKind, type NewsLang, type NewsText } from './news-text.js';

const POSTS = 40;
const HOUR = 60;
/** Posts that carry the hostile corpus, a third each; never featured. */
const HOSTILE = [10, 22, 34];
const EXTERNAL = [7, 20, 33];

export interface NewsSource {
  /** The clubs (and players) a region's league posts talk about, by context and region slug. */
  clubsOf(context: WebContext, region: string): { league: string; teams: RawTeam[]; players: RawPlayer[] };
}

/**
 * A slug as WordPress stores it: accents dropped, lowercase, Arabic letters kept and written
 * percent-encoded, anything else a hyphen.
 */
export function wpSlug(title: string): string {
  const plain = title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const slug = plain.replace(/[^a-z0-9\p{Script=Arabic}]+/gu, '-').replace(/[^a-z0-9\p{L}-]/gu, '').replace(/^-+|-+$/g, '');
  return encodeURIComponent(slug).toLowerCase();
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

function media(kind: NewsKind, i: number, rng: Rng, handle: string, title: string, lang: NewsLang, team: RawTeam): string {
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
  ].filter(Boolean).join('\n');
}

function regionPosts(context: WebContext, region: Region, lang: NewsLang, source: NewsSource, firstId: number): RawPost[] {
  const cms = region.cmsKey.split('/').pop()!;
  const { league, teams, players } = source.clubsOf(context, region.slug);
  const rng = createRng(hashSeed('news', cms));
  const handle = region.social.find((s) => s.name === 'youtube')!.url.split('@')[1]!;
  const { general, featured, external } = region.cmsCategories;
  const slugs = new Set<string>();
  return Array.from({ length: POSTS }, (_, i): RawPost => {
    const kind = kindOf(i);
    const [a, b] = rng.shuffle(teams) as [RawTeam, RawTeam];
    const player = rng.pick(players.filter((p) => p.teamId === a.id));
    const values = { a: a.name, b: b.name, player: player.shortName, league, n: String(Math.max(1, 12 - Math.floor(i / 4))) };
    const text = NEWS_TEXT[lang][kind];
    const outside = EXTERNAL.includes(i);
    const title = fill(outside ? NEWS_TERMS[lang].external : text.title, values);
    const base = wpSlug(title) || `${kind}-${firstId + i}`;
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    const hostile = HOSTILE.indexOf(i);
    const corpus = hostile < 0 ? '' : XSS_PAYLOADS.filter((_, k) => k % HOSTILE.length === hostile).join('\n');
    const excerpt = `<p>${escapeHtml(fill(outside ? NEWS_TERMS[lang].externalExcerpt : text.excerpt, values))}</p>${hostile < 0 ? '' : XSS_PAYLOADS[hostile]}`;
    const content = body(text, values, linkOf(kind, region, lang, a), outside ? '' : media(kind, i, rng, handle, title, lang, a));
    return {
      id: firstId + i, cms, slug, minute: 9 * HOUR - i * 16 * HOUR, edited: i % 5 === 2 ? 90 : 0,
      title, excerpt, content: corpus ? `${content}\n${corpus}` : content,
      categories: outside ? [external] : i % 4 === 0 && hostile < 0 ? [general, featured] : [general],
      tags: [a.id, b.id], author: rng.int(1, NEWS_TERMS[lang].authors.length),
      externalUrl: outside ? region.social.find((s) => s.name === 'youtube')!.url : null,
    };
  });
}

/** Forty posts per news source, in the region's own language, one every sixteen hours. */
export function buildNews(source: NewsSource): RawPost[] {
  const posts: RawPost[] = [];
  for (const context of ['kings', 'queens'] as const) {
    for (const region of regionsFor(context)) {
      const lang = region.newsLang as NewsLang | null;
      if (lang) posts.push(...regionPosts(context, region, lang, source, posts.length + 1));
    }
  }
  return posts;
}
