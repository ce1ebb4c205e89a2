import { describe, expect, it } from 'vitest';
import { absolute } from '../../../src/server/seo/absolute.js';

describe('a picture address made absolute', () => {
  const origin = 'https://kingsleague.pro';
  const page = `${origin}/en/espana/matches/2100-jijantes-fc-vs-1k-fc`;

  it.each([
    '/media/teams/4.svg',
    '/media/players/42-pol.webp',
    '/og/espana.png',
    '/media/a~b_c-d.e.png',
    // Not plain paths: URL resolves, normalizes or encodes them.
    '/media/../og/espana.png',
    '/media/./teams/4.svg',
    '/media/teams/4 crest.svg',
    '/media/équipe.svg',
    '/media/teams/4.svg?v=2',
    '//cdn.example/crest.svg',
    'https://images.example/crest.svg',
    'media/teams/4.svg',
    '/',
  ])('%s is what URL makes of it against the page', (ref) => {
    expect(absolute(ref, origin, page)).toBe(new URL(ref, page).href);
  });
});
