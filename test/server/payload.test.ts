import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const site = sharedEmbeddedSite();
let app: FastifyInstance;
beforeAll(() => {
  app = site.app;
});

describe('page payloads for client navigation', () => {
  it('gives the state and head of a page as JSON', async () => {
    const res = await app.inject({ url: '/_payload/es/espana/clasificacion?season=13&utm_source=x' });
    expect(res.statusCode).toBe(200);
    const payload = res.json();
    expect(payload.state).toMatchObject({
      routeName: 'region-tables___es',
      region: 'espana',
      lang: 'es',
      view: { kind: 'page' },
    });
    expect(payload.head).toMatchObject({
      title: 'Clasificación | Kings League Spain',
      canonical: 'https://kingsleague.pro/es/espana/clasificacion',
      shareUrl: 'https://kingsleague.pro/es/espana/clasificacion?season=13',
    });
    expect(payload.fatal).toBe(false);
    // The language's shell messages and the tables' own, as the full page names them.
    expect(payload.messages).toEqual(['/assets/messages-es-test.js', '/assets/messages-es-tables-test.js']);
    expect(res.headers['cache-control']).toContain('s-maxage');
  });

  it('marks a failed page validation as fatal, and an unknown region as a plain 404', async () => {
    const invalid = await app.inject({ url: '/_payload/en/espana/matches/abc' });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.json()).toMatchObject({
      fatal: true,
      state: { view: { kind: 'not-found' } },
      messages: ['/assets/messages-en-test.js'],
    });
    const region = await app.inject({ url: '/_payload/en/atlantis' });
    expect(region.json()).toMatchObject({ fatal: false, state: { view: { kind: 'not-found' } } });
  });

  it('gives the region-specific not-found page for a blocked page', async () => {
    const res = await app.inject({ url: '/_payload/en/espana/team-simulator' });
    expect(res.json()).toMatchObject({ state: { view: { kind: 'blocked' }, region: 'espana' } });
  });

  it('answers JSON 404 for nonsense', async () => {
    expect((await app.inject({ url: '/_payload' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/_payload/${'x'.repeat(2000)}` })).statusCode).toBe(404);
  });
});
