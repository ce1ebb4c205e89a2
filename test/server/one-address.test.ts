import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const site = sharedEmbeddedSite();
let app: FastifyInstance;
beforeAll(() => {
  app = site.app;
});

describe('every page has one address', () => {
  it.each([
    ['/en/espana/teams/1-wrong-name', '/en/espana/teams/1-1k-fc'],
    ['/en/teams/1-wrong-name?season=13&utm_source=x', '/en/teams/1-1k-fc?season=13&utm_source=x'],
    ['/es/espana/equipos/1-1K-FC', '/es/espana/equipos/1-1k-fc'],
    ['/EN/espana', '/en/espana'],
    ['/EN/ESPANA/TABLES?page=2', '/en/espana/tables?page=2'],
  ])('%s → 301 %s', async (url, location) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends a player and a match page under another name to their one address', async () => {
    const squad = (await app.inject({ url: '/en/espana/teams/1-1k-fc' })).body;
    const player = /href="\/en\/espana\/players\/(\d+)-([^"]+)"/.exec(squad)!;
    const moved = await app.inject({ url: `/en/espana/players/${player[1]}-someone-else` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/en/espana/players/${player[1]}-${player[2]}`);
    expect((await app.inject({ url: moved.headers.location! })).statusCode).toBe(200);

    const matches = (await app.inject({ url: '/en/espana/matches' })).body;
    const match = /href="\/en\/espana\/matches\/(\d+)-([^"]+)"/.exec(matches)!;
    const renamed = await app.inject({ url: `/en/espana/matches/${match[1]}-foo-vs-bar` });
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`/en/espana/matches/${match[1]}-${match[2]}`);
  });

  it('calls the page at its one address canonical', async () => {
    const res = await app.inject({ url: '/en/espana/teams/1-1k-fc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://kingsleague.pro/en/espana/teams/1-1k-fc">');
  });

  it('leads client navigation to the one address too', async () => {
    const res = await app.inject({ url: '/_payload/en/espana/teams/1-wrong-name?x=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/_payload/en/espana/teams/1-1k-fc?x=1');
  });

  it.each([
    '/en/espana/teams/99999999999-x',
    '/en/teams/99999999999-x',
    '/en/espana/players/99999999999-x',
    '/en/players/99999999999-x',
    '/en/espana/matches/99999999999-a-vs-b',
    '/_live/matches/espana/99999999999',
    '/en/espana/teams/424242-nobody',
  ])('an id the league API rejects or does not know is a 404: %s', async (url) => {
    expect((await app.inject({ url })).statusCode).toBe(404);
  });
});
