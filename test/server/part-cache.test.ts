import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { createDataLayer, type DataLayer } from '../../src/server/data/index.js';
import { loadPage } from '../../src/server/render/load-page.js';
import { PartCache } from '../../src/server/render/part-cache.js';
import { renderDocument } from '../../src/server/render/stream.js';
import { App } from '../../src/shared/ui/app.js';
import { DataPart, KeptPartsProvider } from '../../src/shared/ui/kept-parts.js';
import type { CompareData } from '../../src/shared/ui/pages/compare-page.js';
import type { DraftPlayersData } from '../../src/shared/ui/pages/draft-players-page.js';
import type { MercatoData } from '../../src/shared/ui/pages/mercato-page.js';
import type { PageState } from '../../src/shared/ui/state.js';
import type { EmbeddedUpstream } from '../../src/upstream/embedded.js';
import { NOW, testApp } from '../helpers/app.js';
import { embeddedUpstream, sharedEmbeddedSite } from '../helpers/embedded.js';
import { fakeData } from '../helpers/fake-data.js';
import { catalog, INSTANCE, pageState } from '../helpers/page-state.js';

/** React's resource hints lead a render; the browser's tree never holds them. */
const markup = (html: string) => html.replace(/^(?:<link [^>]*\/>)+/, '');

async function render(path: string, context: 'kings' | 'queens', shell?: PartCache) {
  const state = await pageState(context, path, new Date('2026-11-22T12:00:00Z'));
  const messages = catalog.messages[state.lang];
  const app = createElement(App, { state, messages });
  return markup(
    renderToString(shell ? createElement(KeptPartsProvider, { value: shell.renderer(state, messages) }, app) : app),
  );
}

describe('header and footer kept per page', () => {
  it.each([
    ['/en', 'kings'],
    ['/ar/espana/tables', 'kings'],
    ['/es/espana/equipos/1-1k-fc', 'kings'],
    ['/en/stores', 'kings'],
    ['/en/atlantis', 'kings'],
    ['/en/italia/tickets', 'kings'],
    ['/fr/americas', 'queens'],
    ['/de/legends', 'queens'],
  ] as const)(
    '%s (%s) is the same markup whether its header and footer come from the cache or not',
    async (path, context) => {
      const shell = new PartCache();
      const plain = await render(path, context);
      for (let i = 0; i < 3; i++) expect(await render(path, context, shell)).toBe(plain);
    },
  );

  it('keeps each page apart: another address, language or league gets its own header', async () => {
    const shell = new PartCache();
    await render('/en/espana/tables', 'kings', shell);
    expect(await render('/en/italia/tables', 'kings', shell)).toBe(await render('/en/italia/tables', 'kings'));
    expect(await render('/es/espana/clasificacion', 'kings', shell)).toBe(
      await render('/es/espana/clasificacion', 'kings'),
    );
    expect(await render('/en/espana/tables', 'queens', shell)).toBe(await render('/en/espana/tables', 'queens'));
  });
});

describe('when a part is kept', () => {
  it.each([
    ['renders a part in place the first time, keeps it the second, and reuses it after', false, [1, 1, 0, 0]],
    ['keeps a part shown on many distinct pages (shared) from its first render', true, [1, 0, 0, 0]],
  ])('%s', async (_, shared, expected) => {
    const state = await pageState('kings', '/en/espana/tables', new Date('2026-11-22T12:00:00Z'));
    const messages = catalog.messages[state.lang];
    let renders = 0;
    function Counted() {
      renders++;
      return createElement('p', null, 'kept');
    }
    const shell = new PartCache();
    const source = {};
    const page = () =>
      renderToString(
        createElement(
          KeptPartsProvider,
          { value: shell.renderer(state, messages) },
          // biome-ignore lint/correctness/noChildrenProp: DataPart's props type requires its children
          createElement(DataPart, { source, variant: 'counted', shared, children: createElement(Counted) }),
        ),
      );
    const counts = [];
    for (let i = 0; i < 4; i++) {
      const before = renders;
      expect(page()).toBe('<div class="shell-part"><p>kept</p></div>');
      counts.push(renders - before);
    }
    expect(counts).toEqual(expected);
  });
});

describe('data-driven parts kept beside their data', () => {
  it.each(['/en/espana/tables', '/ar/espana/tables'])(
    '%s renders the same markup from kept tables, and keeps them per language',
    async (path) => {
      const app = await testApp({}, { data: fakeData() });
      const { state } = (await app.inject({ url: `/_payload${path}` })).json() as { state: PageState };
      await app.close();
      const messages = catalog.messages[state.lang];
      const plain = markup(renderToString(createElement(App, { state, messages })));
      const shell = new PartCache();
      const kept = () =>
        markup(
          renderToString(
            createElement(
              KeptPartsProvider,
              { value: shell.renderer(state, messages) },
              createElement(App, { state, messages }),
            ),
          ),
        );
      for (let i = 0; i < 3; i++) expect(kept()).toBe(plain);
      expect(plain).toContain('class="standings"');
      const other = { ...state, lang: state.lang === 'en' ? ('ar' as const) : ('en' as const) };
      const otherMessages = catalog.messages[other.lang];
      expect(
        markup(
          renderToString(
            createElement(
              KeptPartsProvider,
              { value: shell.renderer(other, otherMessages) },
              createElement(App, { state: other, messages: otherMessages }),
            ),
          ),
        ),
      ).toBe(markup(renderToString(createElement(App, { state: other, messages: otherMessages }))));
    },
  );
});

describe("a team's squad kept across its matches", () => {
  let upstream: EmbeddedUpstream;
  let data: DataLayer;
  beforeAll(async () => {
    upstream = await embeddedUpstream();
    data = createDataLayer({ origin: upstream.origin, cmsUrl: null, context: 'kings', now: () => NOW.getTime() });
  });
  afterAll(async () => {
    await data.close();
    await upstream.close();
  });
  /** The state as the server renders it: the loader's own objects, not a copy read back from JSON. */
  const stateOf = async (path: string) =>
    (
      await loadPage(
        { path, query: new URLSearchParams(), fallbackLang: 'en', now: NOW },
        {
          config: loadConfig({ WEB_CONTEXT: 'kings' }),
          catalog,
          data,
          deadlineMs: 5000,
          onDataError: () => {},
          instance: () => INSTANCE,
        },
      )
    ).state;
  const plainOf = (state: PageState) =>
    markup(renderToString(createElement(App, { state, messages: catalog.messages[state.lang] })));

  it('renders it on its first match page and takes it kept on the next, in that language', async () => {
    const first = await stateOf('/en/espana/matches/2105-kunisports-vs-rayo-de-barcelona');
    const next = await stateOf('/en/espana/matches/2110-kunisports-vs-los-troncos-fc');
    const other = await stateOf('/es/espana/partidos/2110-kunisports-vs-los-troncos-fc');
    const shell = new PartCache();
    /** How many squads a page rendered rather than took kept; its markup is the same either way. */
    const squadsRendered = (state: PageState) => {
      let rendered = 0;
      function Counted({ children }: { children: ReactElement }) {
        rendered++;
        return children;
      }
      const parts = shell.renderer(state, catalog.messages[state.lang]);
      const watching = {
        ...parts,
        data: (source: object, variant: string, part: ReactElement, shared: boolean) =>
          parts.data(source, variant, variant === 'squad' ? createElement(Counted, null, part) : part, shared),
      };
      expect(
        markup(
          renderToString(
            createElement(
              KeptPartsProvider,
              { value: watching },
              createElement(App, { state, messages: catalog.messages[state.lang] }),
            ),
          ),
        ),
      ).toBe(plainOf(state));
      return rendered;
    };
    expect(squadsRendered(first)).toBe(2);
    // Kunisports plays at home in both: its squad comes kept; Los Troncos's is rendered once, then kept.
    expect(squadsRendered(next)).toBe(1);
    expect(squadsRendered(next)).toBe(0);
    expect(squadsRendered(other)).toBe(2);
  });
});

describe('long lists kept beside their cached data', () => {
  const site = sharedEmbeddedSite();
  const stateOf = async (url: string) =>
    ((await site.app.inject({ url: `/_payload${url}` })).json() as { state: PageState }).state;
  const plainOf = (state: PageState) =>
    markup(renderToString(createElement(App, { state, messages: catalog.messages[state.lang] })));
  const keptOf = (shell: PartCache, state: PageState) => {
    const messages = catalog.messages[state.lang];
    return markup(
      renderToString(
        createElement(
          KeptPartsProvider,
          { value: shell.renderer(state, messages) },
          createElement(App, { state, messages }),
        ),
      ),
    );
  };

  it('renders the transfer list the same from kept HTML, whole and for each team, without mixing them', async () => {
    const whole = await stateOf('/en/espana/mercato-transfers');
    const data = whole.data as MercatoData;
    const oneTeam: PageState = { ...whole, data: { ...data, team: data.window!.teams[0]!.id } };
    const shell = new PartCache();
    for (const state of [whole, oneTeam, whole, oneTeam, whole, oneTeam])
      expect(keptOf(shell, state)).toBe(plainOf(state));
    expect(plainOf(oneTeam)).not.toBe(plainOf(whole));
  });

  it('keeps the whole draft pool, and renders a searched pool in place', async () => {
    const pool = await stateOf('/en/espana/draft-players');
    const data = pool.data as DraftPlayersData;
    const searched: PageState = { ...pool, data: { ...data, filter: { ...data.filter, q: 'a' } } };
    const shell = new PartCache();
    for (const state of [pool, searched, pool, searched, pool]) expect(keptOf(shell, state)).toBe(plainOf(state));
    expect(plainOf(searched)).not.toBe(plainOf(pool));
  });

  it("keeps the comparison picker's lists once for every pair, each page's choice marked in them", async () => {
    const urls = [
      '/en/espana/compare?a=1&b=42',
      '/en/espana/compare?a=12&b=2',
      '/en/espana/compare?a=1',
      '/en/espana/compare',
      '/en/espana/compare?a=1&b=781',
    ];
    const pages = await Promise.all(urls.map(stateOf));
    // The season's players, as the league data hands every page the same object while it is cached.
    const { clubs } = pages[0]!.data as CompareData;
    const states = pages.map((state) => ({ ...state, data: { ...(state.data as CompareData), clubs } }));
    const shell = new PartCache();
    for (let round = 0; round < 3; round++)
      for (const state of states) expect(keptOf(shell, state)).toBe(plainOf(state));
    expect(keptOf(shell, states[0]!)).toContain('<option value="1" selected="">');
    expect(keptOf(shell, states[0]!)).toContain('<option value="42" selected="">');
    expect(keptOf(shell, states[3]!)).toMatch(/<select id="compare-a" name="a"><option value="" selected="">/);

    // The lists come from the kept HTML: React renders none of their options.
    const messages = catalog.messages.en;
    const html = renderToString(
      createElement(
        KeptPartsProvider,
        { value: shell.marking(states[1]!, messages).parts },
        createElement(App, { state: states[1]!, messages }),
      ),
    );
    expect(html).not.toContain('<option');
  });

  it('shares the header menus and footer between pages that read the same of the address, and between no others', async () => {
    const urls = [
      '/en/espana/players/12-javier-molina',
      '/en/espana/players/13-hugo-prieto',
      '/en/espana/teams/1-1k-fc',
      '/en/espana/teams/2-aniquiladores-fc',
      '/en/espana/tables',
      '/en/espana/matches',
      '/en/espana/stats',
      '/en/espana/stats/teams',
      '/en/espana/stats/goals',
      '/en/espana/regulation',
      '/en/espana/contact-us',
      '/en/espana/tickets',
      '/en/espana/legends',
      '/en/espana',
      '/en/italia/tables',
      '/en/italia/matches',
      '/en',
      '/en/legends',
      '/es/espana/jugadores/12-javier-molina',
      '/en/players/12-javier-molina',
    ];
    const states = await Promise.all(urls.map(stateOf));
    const shell = new PartCache();
    for (let round = 0; round < 3; round++)
      for (const state of states) expect(keptOf(shell, state)).toBe(plainOf(state));

    // A player page never seen before gets its menus and footer from another player's.
    const next = await stateOf('/en/espana/players/2-roman-alegre');
    const kept: string[] = [];
    const messages = catalog.messages[next.lang];
    const parts = shell.renderer(next, messages);
    const watching = {
      ...parts,
      shell: (name: string, at: string | null, part: ReactElement) => {
        const html = parts.shell(name, at, part);
        if (html !== null) kept.push(name);
        return html;
      },
    };
    expect(
      markup(
        renderToString(
          createElement(KeptPartsProvider, { value: watching }, createElement(App, { state: next, messages })),
        ),
      ),
    ).toBe(plainOf(next));
    expect(kept).toEqual(expect.arrayContaining(['header-nav', 'footer']));
  });

  it.each([
    '/en',
    '/ar',
    '/en/espana',
    '/ar/espana',
    '/en/espana/matches',
    '/en/world-cup/tournament',
    '/ar/world-cup/tournament',
    '/en/king-of-kings/qualifiers/spain',
    '/pt/brazil/team-simulator',
    '/es/espana/estadisticas',
    '/es/espana/estadisticas/goles',
    '/es/espana/estadisticas/goles?page=2',
    '/es/espana/estadisticas/matchday-mvp',
    '/es/espana/estadisticas/equipos/tarjetas',
    '/es/espana/equipos',
    '/es/espana/partidos/2142-porcinos-fc-vs-jijantes-fc',
    '/it/italia/circolari',
    '/es/espana/noticias',
    '/es/espana/reglamento',
    '/es/espana/contacto',
    '/es/world-cup/tier-list',
    '/es/espana/unete-al-draft',
    '/es/espana/draft/reservas',
    '/es/espana/simulador-plantilla',
    '/es/espana/simulador-plantilla?q=a&pos=forward',
    '/es/espana/entradas',
    '/en/espana/players/12-javier-molina',
    '/ar/players/12-javier-molina',
    '/en/legends',
    '/ar/espana/legends',
    '/en/espana/draft',
    '/en/espana/wildcard-players',
    '/en/espana/teams/1-1k-fc',
    '/ar/teams/1-1k-fc',
    '/es/espana/faqs',
    '/en/espana/faqs',
    '/es/espana/noticias/previa-de-la-jornada-9-el-barrio-contra-saiyans-fc',
  ])('renders %s the same from its kept list', async (url) => {
    const state = await stateOf(url);
    expect(JSON.stringify(state.data).length).toBeGreaterThan(200);
    const plain = plainOf(state);
    // Besides the header and footer, the page has parts of its own to keep.
    expect(plain.match(/class="shell-part"/g)?.length).toBeGreaterThan(2);
    const shell = new PartCache();
    for (let i = 0; i < 3; i++) expect(keptOf(shell, state)).toBe(plain);
    // As the server renders it: kept parts as marks, their bytes spliced in.
    const marking = new PartCache();
    const messages = catalog.messages[state.lang];
    const rendered = async () => {
      const marked = marking.marking(state, messages);
      const element = createElement(
        KeptPartsProvider,
        { value: marked.parts },
        createElement(App, { state, messages }),
      );
      return markup((await renderDocument(element, '', '', () => {}, marked.encode)).toString('utf8'));
    };
    for (let i = 0; i < 3; i++) expect(await rendered()).toBe(plain);
  });
});
