import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../../src/shared/api/index.js';
import { crestSvg } from '../../src/upstream/art/crest.js';
import { loadDataset } from '../../src/upstream/data/load.js';
import { API, getJson, leaguePosts, upstream } from './helpers.js';

/** Pictures come from this API's own origin, and an SVG never makes the browser fetch anything else. */
const app = upstream();
afterAll(() => app.close());
const data = loadDataset();

async function svg(url: string): Promise<string> {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  const body = res.body;
  expect(body, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
  // A reference inside the picture itself (`url(#clip)`) is all it may name.
  const outside = body.replace('xmlns="http://www.w3.org/2000/svg"', '').replace(/url\(#\w+\)/g, '');
  expect(outside, url).not.toMatch(/http|\/\/|href|url\(|<script|<image|<foreignObject|@import/i);
  expect(body.length, url).toBeLessThanOrEqual(12 * 1024);
  return body;
}

describe('media', () => {
  it("draws every team's crest, and its inverse, named by the team", async () => {
    for (const team of data.teams) {
      expect(await svg(`/media/teams/${team.id}.svg`)).toContain(`aria-label="${team.name.replace(/&/g, '&amp;')}"`);
      await svg(`/media/teams/${team.id}-inverse.svg`);
    }
  });

  it('draws players, staff and news pictures', async () => {
    // A player wears the club's shirt with the number; staff a suit, without one.
    for (const p of data.players.filter((_, i) => i % 50 === 0))
      expect(await svg(`/media/players/${p.id}.svg`)).toContain(`>${p.jersey}</text>`);
    expect(await svg(`/media/staff/${data.staff[0]!.id}.svg`)).not.toContain('</text>');
    for (const member of data.staff.slice(0, 10)) await svg(`/media/staff/${member.id}.svg`);
    for (const post of leaguePosts()) await svg(`/media/news/${post.id}.svg`);
  });

  it("serves the pictures the API's own answers point to", async () => {
    const team = await getJson(app, `${API}/teams/1`, s.teamDetail);
    const squad = await getJson(app, `${API}/teams/1/season-data/41/players`);
    const staff = await getJson(app, `${API}/teams/1/staffs`, s.staffList);
    for (const url of [team.logo!.url, team.inverseLogo!.url, squad[0].image.url, staff.staffs[0]!.image!.url]) {
      expect(url).toMatch(/^\/media\//);
      await svg(url);
    }
  });

  it('escapes names and keeps only hex colours inside the picture', () => {
    const team = {
      ...data.teams[0]!,
      name: 'A <b> & "c"',
      shortName: '<&>',
      colors: ['url(http://x)', '#12345g'] as [string, string],
    };
    const crest = crestSvg(team);
    expect(crest).toContain('aria-label="A &lt;b&gt; &amp; &quot;c&quot;"');
    expect(crest).not.toMatch(/<b>|<&>/);
    expect(crest).not.toMatch(/url\((?!#f\))|#12345g/);
  });

  it.each([
    '/media/teams/1.png',
    '/media/teams/abc.svg',
    '/media/teams/99999.svg',
    '/media/players/0.svg',
    '/media/staff/99999.svg',
    '/media/news/99999.svg',
  ])('%s answers 404 with a JSON message', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
