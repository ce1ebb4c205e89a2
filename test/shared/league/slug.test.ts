import { describe, expect, it } from 'vitest';
import { teamSlug } from '../../../src/shared/league/slug.js';

describe('teamSlug', () => {
  it.each([
    ['Ultimate Móstoles', 'ultimate-mostoles'],
    ['Rayo de Barcelona', 'rayo-de-barcelona'],
    ['PIO FC', 'pio-fc'],
    ['Los Troncos FC', 'los-troncos-fc'],
    ['1K FC', '1k-fc'],
    ['Jijantes & Co', 'jijantes-and-co'],
    ['  --Saiyans!! FC-- ', 'saiyans-fc'],
    ['Galácticos del Caribe', 'galacticos-del-caribe'],
    ['G3X FC', 'g3x-fc'],
  ])('%j → %j (docs/spec.md cases)', (name, slug) => {
    expect(teamSlug(name)).toBe(slug);
  });

  it.each([
    ['Black&White', 'black-and-white'],
    ['Porcinos F.C.', 'porcinos-fc'],
    ['Kunisports\tFC\n', 'kunisports-fc'],
    ['Xbuyer Team', 'xbuyer-team'],
    ['Çağ Müller', 'cag-muller'],
    // letters with no accent-free base are "other symbols" under the docs/spec.md rule
    ['Iğdır Straße Ø', 'igdr-strae'],
    ['São Paulo', 'sao-paulo'],
    ['Ñañas', 'nanas'],
    ['El_Barrio', 'elbarrio'],
    ['a - b', 'a-b'],
    ['already-a-slug', 'already-a-slug'],
    ['!!!', ''],
    ['', ''],
    ['&', 'and'],
  ])('%j → %j', (name, slug) => {
    expect(teamSlug(name)).toBe(slug);
  });

  it('is idempotent', () => {
    for (const name of ['Ultimate Móstoles', 'Jijantes & Co', '  --Saiyans!! FC-- ']) {
      expect(teamSlug(teamSlug(name))).toBe(teamSlug(name));
    }
  });
});
