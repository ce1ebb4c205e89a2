import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.js';
import { embeddedSite } from '../helpers/embedded.js';
import { type FaultServer, startFaultServer } from './data/helpers/fault-server.js';

/** What a content page shows when its CMS falls short (docs/decisions/0015-degraded-pages.md). */
const PAGES = '/cms/kings-espana/wp-json/wp/v2/pages';
const faqs = (lang: string) => ({
  id: 1,
  slug: 'faqs',
  lang,
  modified: '2026-11-01T10:00:00',
  title: { rendered: 'Preguntas frecuentes' },
  content: { rendered: '<p>Todo sobre la liga.</p>' },
  acf: {
    topics: [
      {
        slug: 'liga',
        title: 'La liga',
        questions: [{ slug: 'points', question: '¿Cuántos puntos vale una victoria?', answer: '<p>Tres.</p>' }],
      },
    ],
  },
});

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

describe('a CMS page in another language or none', () => {
  it('shows the region’s own language with a note, marked as that language, when the asked one is missing', async () => {
    server.on(PAGES, (req) => ({
      json: new URL(req.url!, 'http://x').searchParams.get('lang') === 'es' ? [faqs('es')] : [],
    }));
    const app = await testApp({ UPSTREAM_URL: server.url });
    const res = await app.inject({ url: '/de/espana/faqs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<p class="notice content-fallback" role="note">Diese Seite gibt es noch nicht auf Deutsch',
    );
    expect(res.body).toContain('<div lang="es-ES" dir="ltr">');
    expect(res.body).toContain('¿Cuántos puntos vale una victoria?');
    await app.close();
  });

  it('says in words that the league has not published the page when the CMS has it in no language', async () => {
    server.on(PAGES, [{ json: [] }]);
    const app = await testApp({ UPSTREAM_URL: server.url });
    const res = await app.inject({ url: '/en/espana/faqs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Kings League Spain has not published this page yet.');
    await app.close();
  });

  it('is unavailable, not "not published", when the CMS fails, and is not kept', async () => {
    server.on(PAGES, [{ status: 503, json: { message: 'down' } }]);
    const app = await testApp({ UPSTREAM_URL: server.url });
    const res = await app.inject({ url: '/en/espana/faqs' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('We could not load this data right now');
    expect(res.body).not.toContain('has not published');
    await app.close();
  });
});

describe('the CMS down while the league answers', () => {
  const handle = {} as { app: Awaited<ReturnType<typeof embeddedSite>> };
  // Port 9 (discard) refuses connections on loopback: every CMS call fails at once.
  beforeAll(async () => {
    handle.app = await embeddedSite({ CMS_URL: 'http://127.0.0.1:9/{region}' });
  }, 60_000);
  afterAll(() => handle.app?.close());

  it('keeps the tickets page’s matches, says the venue guide is missing, and answers as degraded', async () => {
    const res = await handle.app.inject({ url: '/en/espana/tickets' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Part of this page could not be loaded right now.');
    expect(res.body).toContain('class="ticket-buy"');
    expect(res.body).not.toContain('<address class="venue-address">');
  });

  it('makes the pages that are their text unavailable', async () => {
    for (const url of [
      '/en/espana/regulation',
      '/es/espana/faqs',
      '/en/espana/contact-us',
      '/en/espana/media-accreditation',
      '/it/italia/circolari',
    ]) {
      const res = await handle.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
    }
  });

  it('still serves the fixture calendars, which come from the league', async () => {
    const res = await handle.app.inject({ url: '/calendars/espana.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('BEGIN:VEVENT');
  });
});
