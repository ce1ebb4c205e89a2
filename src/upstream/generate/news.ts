import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import { regionsFor } from '../../shared/config/regions.js';
import type { RawPlayer, RawPost, RawTeam } from '../data/types.js';
import { createRng, hashSeed } from '../rng.js';
import { NEWS_TEXT, type NewsKind, type NewsLang, type NewsText } from './news-text.js';

const KINDS: readonly NewsKind[] = ['preview', 'mvp', 'signing', 'rules', 'preview', 'mvp', 'signing', 'preview'];
const HOUR = 60;

export interface NewsSource {
  /** The clubs (and players) a region's league posts talk about, by context and region slug. */
  clubsOf(context: WebContext, region: string): { league: string; teams: RawTeam[]; players: RawPlayer[] };
}

export function slugify(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function html(text: NewsText, values: Record<string, string>, href: string): string {
  const t = (s: string) => escapeHtml(fill(s, values));
  return [
    `<p>${t(text.intro)}</p>`,
    `<h2>${t(text.heading)}</h2>`,
    `<ul>${text.items.map((item) => `<li>${t(item)}</li>`).join('')}</ul>`,
    `<p>${t(text.outro)} <a href="${escapeHtml(href)}">${t(text.link)}</a></p>`,
  ].join('\n');
}

/** Eight posts per news source, in the region's own language, spread over the last ten days. */
export function buildNews(source: NewsSource): RawPost[] {
  const posts: RawPost[] = [];
  let id = 1;
  for (const context of ['kings', 'queens'] as const) {
    for (const region of regionsFor(context)) {
      const lang = region.newsLang as NewsLang | null;
      if (!lang) continue;
      const cms = region.cmsKey.split('/').pop()!;
      const { league, teams, players } = source.clubsOf(context, region.slug);
      const rng = createRng(hashSeed('news', cms));
      const slugs = new Set<string>();
      KINDS.forEach((kind, i) => {
        const [a, b] = rng.shuffle(teams);
        const player = rng.pick(players.filter((p) => p.teamId === a!.id));
        const values = { a: a!.name, b: b!.name, player: player.shortName, league, n: String(rng.int(2, 11)) };
        const text = NEWS_TEXT[lang][kind];
        const title = fill(text.title, values);
        let slug = slugify(title) || `${kind}-${id}`;
        if (slugs.has(slug)) slug = `${slug}-${id}`;
        slugs.add(slug);
        const { general, featured, external } = region.cmsCategories;
        posts.push({
          id: id++, cms, slug, minute: 9 * HOUR - i * 31 * HOUR, title, excerpt: `<p>${escapeHtml(fill(text.excerpt, values))}</p>`,
          content: html(text, values, `${CONTEXTS[context].domain}/${lang}/${region.slug}`),
          categories: i === KINDS.length - 1 ? [external] : i % 3 === 0 ? [general, featured] : [general],
        });
      });
    }
  }
  return posts;
}
