import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentUrl } from '../../../src/server/data/cms-fields.js';
import { createDataLayer, type DataLayer } from '../../../src/server/data/index.js';
import { UpstreamError } from '../../../src/server/errors.js';
import { findRegion } from '../../../src/shared/config/regions.js';
import { type FaultServer, startFaultServer } from './helpers/fault-server.js';

const espana = findRegion('kings', 'espana')!;
const worldCup = findRegion('kings', 'world-cup')!;
const PAGES = '/cms/kings-espana/wp-json/wp/v2/pages';

const wpPage = (lang: string, acf: Record<string, unknown>, content = '<p>Intro</p>') => ({
  id: 1,
  slug: 'faqs',
  lang,
  modified: '2026-11-01T10:00:00',
  title: { rendered: 'Preguntas &amp; respuestas' },
  content: { rendered: content },
  acf,
});

const faqAcf = (answer: string) => ({
  topics: [{ slug: 'Reglas Básicas', title: 'Reglas', questions: [{ slug: 'points', question: '¿Puntos?', answer }] }],
});

let server: FaultServer;
let data: DataLayer;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  data = createDataLayer({ origin: server.url, cmsUrl: null, context: 'kings', sleep: async () => {} });
});
afterEach(async () => {
  await data.close();
});

const langOf = (n: number) => new URLSearchParams(server.requests[n]!.url.split('?')[1]).get('lang');

describe('CMS pages (docs/upstream-extensions.md, "Content pages")', () => {
  it('reads a page by slug and language, sanitized, with plain-text titles and clean anchors', async () => {
    server.on(PAGES, [
      {
        json: [
          wpPage(
            'en',
            faqAcf('<p onclick="x()">Three <script>alert(1)</script><a href="javascript:alert(1)">points</a></p>'),
            '<p>Intro<iframe src="https://evil.example"></iframe></p>',
          ),
        ],
      },
    ]);
    const page = await data.pages.page(espana, 'faqs', 'en');
    expect(Object.fromEntries(new URLSearchParams(server.requests[0]!.url.split('?')[1]))).toEqual({
      slug: 'faqs',
      lang: 'en',
    });
    expect(page).toEqual({
      lang: 'en',
      fallback: false,
      title: 'Preguntas & respuestas',
      intro: '<p>Intro</p>',
      modified: '2026-11-01T10:00:00',
      fields: {
        topics: [
          {
            slug: 'reglas-basicas',
            title: 'Reglas',
            questions: [
              {
                slug: 'points',
                question: '¿Puntos?',
                answer: '<p>Three <a rel="noopener noreferrer">points</a></p>',
                text: 'Three points',
              },
            ],
          },
        ],
      },
    });
  });

  it('falls back to the region’s own language when the asked one has no page, and says so', async () => {
    server.on(PAGES, (req) => ({
      json:
        new URL(req.url!, 'http://x').searchParams.get('lang') === 'es' ? [wpPage('es', faqAcf('<p>Tres</p>'))] : [],
    }));
    const page = await data.pages.page(espana, 'faqs', 'de');
    expect([langOf(0), langOf(1)]).toEqual(['de', 'es']);
    expect(page).toMatchObject({ lang: 'es', fallback: true });
  });

  it('is null only when the CMS has the page in no language, and asks the own language once', async () => {
    server.on(PAGES, [{ json: [] }]);
    expect(await data.pages.page(espana, 'faqs', 'es')).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('asks the cups’ shared CMS for the page of that cup', async () => {
    server.on('/cms/kings-world/wp-json/wp/v2/pages', [{ json: [] }]);
    await data.pages.page(worldCup, 'regulation', 'en');
    expect(new URLSearchParams(server.requests[0]!.url.split('?')[1]).get('slug')).toBe('regulation-world-cup');
  });

  it('fails, never answers "no page", when the CMS is down', async () => {
    server.on(PAGES, [{ status: 503, json: { message: 'down' } }]);
    await expect(data.pages.page(espana, 'faqs', 'en')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('drops circulars without a real date and orders the rest newest first', async () => {
    const circular = (number: string, date: string) => ({
      number,
      date,
      title: `C ${number}`,
      summary: null,
      document: `${server.url}/media/documents/${number}.pdf`,
    });
    server.on(PAGES, [
      {
        json: [
          {
            ...wpPage('es', {
              circulars: [circular('1', '2025-03-01'), circular('x', 'soon'), circular('2', '2026-01-10')],
            }),
            slug: 'circulars',
          },
        ],
      },
    ]);
    const page = await data.pages.page(espana, 'circulars', 'es');
    expect(page!.fields.circulars.map((c) => [c.number, c.year, c.document])).toEqual([
      ['2', 2026, '/media/documents/2.pdf'],
      ['1', 2025, '/media/documents/1.pdf'],
    ]);
  });
});

describe('documentUrl', () => {
  it.each([
    ['https://api.test/media/documents/c-1.pdf', '/media/documents/c-1.pdf'],
    ['/media/documents/c-1.pdf', '/media/documents/c-1.pdf'],
    ['https://api.test/cms/secret', null],
    ['https://docs.example/c.pdf', 'https://docs.example/c.pdf'],
    ['http://docs.example/c.pdf', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(documentUrl(input, 'https://api.test')).toBe(expected);
  });
});
