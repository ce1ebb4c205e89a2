import type { WebContext } from './contexts.js';

/** A league's look where no stylesheet reaches: the pictures drawn for shares, icons and logos. */
export interface Brand {
  bg: string;
  bg2: string;
  accent: string;
  word: string;
  /** The league's mark in a 64×64 box: a five-point crown for kings, a tiara with a heart-shaped gem for queens. */
  crown: string;
}

/**
 * The colours of the context's brand surfaces (src/client/styles/tokens.css), for the images of
 * scripts/make-images.ts and the share images the server draws (server/share/).
 */
export const BRANDS: Readonly<Record<WebContext, Brand>> = Object.freeze({
  kings: {
    bg: '#0b0b0f',
    bg2: '#1b1b24',
    accent: '#ffd23f',
    word: 'KINGS LEAGUE',
    crown: 'M6 20l12 12 14-20 14 20 12-12-6 32H12z M12 56h40v6H12z',
  },
  queens: {
    bg: '#1a0b2e',
    bg2: '#4a1d7a',
    accent: '#ff4fa3',
    word: 'QUEENS LEAGUE',
    crown:
      'M4 40c8-16 18-24 28-24s20 8 28 24l-8 10H12z M32 20c-3-6-12-4-10 3 1 4 10 10 10 10s9-6 10-10c2-7-7-9-10-3z M12 54h40v6H12z',
  },
});
