import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/server/paths.js';
import type { LANGS } from '../../../src/shared/config/locales.js';
import { regionsFor } from '../../../src/shared/config/regions.js';
import { tryHref } from '../../../src/shared/routing/href.js';
import { ROUTE_BASES, ROUTES, type RouteBase, type RouteParams } from '../../../src/shared/routing/routes.js';
import { W } from '../../../src/shared/routing/words.js';
import { SOCIAL_SPRITE } from '../../../src/shared/ui/components/social-icon.js';
import { anchors, count, messages, NOW, render, stateFor } from './render-helpers.js';

/** What the home's loader gives when no match is on: the page's own parts still show. */
const HOME = { view: { kind: 'page' as const }, status: 200, data: { view: { onNow: [], latest: [], leaders: [] } } };

const SAMPLE = {
  team: '12',
  teamName: 'pio-fc',
  playerId: '34',
  playerName: 'ana-gomez',
  matchId: '56',
  homeTeam: 'pio-fc',
  awayTeam: 'xbuyer-team',
  post: 'opening-day',
};

/** A path for every page of the table in a region and language, when the page exists there. */
function pathOf(base: RouteBase, lang: (typeof LANGS)[number], region: string): string | null {
  return tryHref(base, lang, { ...SAMPLE, region, news: W.news[lang] } as RouteParams<RouteBase>);
}

describe('every page of the route table renders one h1 inside #main', () => {
  for (const context of ['kings', 'queens'] as const) {
    it.each(['en', 'ar', 'es'] as const)(`${context} in %s`, async (lang) => {
      for (const base of ROUTE_BASES) {
        for (const region of regionsFor(context)) {
          const path = pathOf(base, lang, region.slug);
          if (path === null) continue;
          const html = render(await stateFor(context, path));
          const where = `${context} ${path}`;
          expect(count(html, /<h1[ >]/), where).toBe(1);
          expect(count(html, /<main id="main"/), where).toBe(1);
          expect(html, where).not.toMatch(/>(page|nav|site|blocked|error)\.[a-zA-Z0-9.-]+</); // no raw message keys
          if (ROUTES[base].layout !== 'health-check') expect(html, where).toContain('href="#main"');
          if (!(ROUTES[base].params as readonly string[]).includes('region')) break;
        }
      }
    });
  }
});

describe('pages', () => {
  it('the home lists one card per competition shown in navigation', async () => {
    const html = render(await stateFor('kings', '/en', HOME));
    expect(count(html, /class="card league-card"/)).toBe(9);
    expect(html).not.toContain('href="/en/king-of-kings"');
    expect(count(render(await stateFor('queens', '/es', HOME)), /class="card league-card"/)).toBe(2);
  });

  it('the stores page has a card per competition with a store', async () => {
    expect(count(render(await stateFor('kings', '/en/stores')), /class="card store-card"/)).toBe(2);
  });

  it('the tickets page links to the ticket shop in a new tab', async () => {
    const calendar = {
      feed: '/calendars/espana.ics?lang=es',
      webcal: 'webcal://kingsleague.pro/calendars/espana.ics?lang=es',
    };
    const loaded = {
      view: { kind: 'page' as const },
      status: 200,
      data: { matches: [], cms: { page: null }, calendar },
    };
    expect(render(await stateFor('kings', '/es/espana/entradas', loaded))).toMatch(
      /<a href="https:\/\/tickets\.kingsleague\.pro\/espana"[^>]*target="_blank" rel="noopener"/,
    );
  });

  it('the health page shows the render time, not the clock', async () => {
    expect(render(await stateFor('kings', '/en/_health'))).toContain(`<time dateTime="${NOW}">${NOW}</time>`);
  });
});

describe('error screens', () => {
  it('404: a large code, the heading, the offside text and a button to /', async () => {
    const html = render(await stateFor('kings', '/en/atlantis'));
    expect(html).toContain('>404</p>');
    expect(html).toContain(`<h1>${messages('en')['error.404.message']}</h1>`);
    expect(html).toContain(messages('en')['error.404.text.offside']);
    expect(html).toContain(`<a class="button" href="/">${messages('en')['error.404.button']}</a>`);
  });

  it('any other error is the plain text', async () => {
    const html = render(
      await stateFor('kings', '/en/espana', {
        view: { kind: 'error', status: 503, message: 'Upstream unavailable' },
        status: 503,
      }),
    );
    expect(html).toContain('Error: 503, Upstream unavailable');
    expect(count(html, /<h1[ >]/)).toBe(1);
  });

  it('a blocked page names the league, links its home and its main pages', async () => {
    const html = render(await stateFor('kings', '/es/espana/simulador-equipo'));
    expect(html).toContain('Kings League Spain');
    expect(html).toMatch(/<a class="button" href="\/es\/espana">/);
    for (const path of ['/es/espana/clasificacion', '/es/espana/partidos', '/es/espana/equipos'])
      expect(html).toContain(`href="${path}"`);
  });
});

describe('chrome', () => {
  it('the language switcher links the same page in all seven languages, each in its own name', async () => {
    const html = render(await stateFor('kings', '/en/espana/tables'));
    const links = anchors(html).filter((a) => a.includes('hrefLang='));
    expect(links).toHaveLength(7);
    expect(links.find((a) => a.includes('href="/es/espana/clasificacion"'))).toMatch(/hrefLang="es-ES" lang="es-ES"/);
    expect(links.filter((a) => a.includes('aria-current'))).toEqual([
      expect.stringContaining('href="/en/espana/tables"'),
    ]);
    expect(html).toContain('>Español</a>');
    expect(html).toContain('>العربية</a>');
  });

  it('marks the current page in the main menu and its parent', async () => {
    const html = render(await stateFor('kings', '/en/espana/legends'));
    expect(html).toContain('<a href="/en/espana/legends" aria-current="page">');
    expect(html).toMatch(/<summary class="is-current">Players<\/summary>/);
  });

  it('landmarks carry their names; external links open a new tab and say so', async () => {
    const html = render(await stateFor('kings', '/it/italia'));
    expect(html).toContain(`<nav class="main-nav" aria-label="${messages('it')['nav.main']}">`);
    expect(html).toContain(`aria-label="${messages('it')['nav.footer']}"`);
    for (const a of anchors(html).filter((x) => x.includes('target="_blank"'))) expect(a).toContain('rel="noopener"');
    expect(count(html, /target="_blank"/)).toBe(
      count(html, new RegExp(`\\(${messages('it')['site.opensInNewTab']}\\)`)),
    );
  });

  it('the copyright year comes from the page state', async () => {
    expect(render(await stateFor('queens', '/en/espana'))).toContain('© 2031 Queens League');
  });

  it('the health layout has no menus; the menu-free layout has no main menu but a footer', async () => {
    const health = render(await stateFor('kings', '/en/_health'));
    expect(health).not.toContain('<nav');
    expect(health).not.toContain('<footer');
    const stores = render(await stateFor('kings', '/en/stores'));
    expect(stores).not.toContain('class="main-nav"');
    expect(stores).toContain('<footer');
  });

  it('social links are named per league and network', async () => {
    expect(render(await stateFor('kings', '/en/mena'))).toContain(
      'aria-label="Kings League MENA on Facebook (opens in a new tab)"',
    );
  });

  it('draws each network the leagues link to from a mark the sprite holds', async () => {
    const sprite = readFileSync(join(PATHS.public, SOCIAL_SPRITE.replace(/^\//, '')), 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([a-z]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]));
    const kinds = new Set(
      ['kings', 'queens'].flatMap((context) =>
        regionsFor(context as 'kings' | 'queens').flatMap((r) => r.social.map((s) => s.name)),
      ),
    );
    expect(kinds.size).toBeGreaterThan(4);
    for (const kind of kinds) expect(symbols, kind).toContain(kind);
    const footer = render(await stateFor('kings', '/en/mena'));
    expect(footer).toContain(`<use href="${SOCIAL_SPRITE}#facebook"></use>`);
  });
});
