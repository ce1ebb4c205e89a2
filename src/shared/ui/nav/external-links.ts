import type { WebContext } from '../../config/contexts.js';

/** Links to the league's other services; they open in a new tab. */
export const EXTERNAL = {
  fantasy: 'https://fantasy.kingsleague.pro',
  scorePrediction: 'https://pronostici.kingsleague.pro',
  tryouts: 'https://provini.kingsleague.pro',
  careers: { kings: 'https://careers.kingsleague.pro', queens: 'https://careers.queensleague.pro' } satisfies Record<
    WebContext,
    string
  >,
} as const;
