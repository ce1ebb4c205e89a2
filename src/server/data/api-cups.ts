import * as s from '../../shared/api/index.js';
import { DEFAULT_LANG, type Lang } from '../../shared/config/locales.js';
import { COMPETITION, idPart } from './api-paths.js';
import type { Fetch } from './fetcher.js';

/** The calls of docs/upstream-extensions.md, World cups. */
export function cupCalls(fetch: Fetch) {
  const seasonPath = (id: number) => `${COMPETITION}/seasons/${idPart(id, 'Season not found')}`;
  return {
    /** Set when the season is drawn up: its rounds and where each side comes from. */
    seasonBracket: async (id: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'structure',
        path: `${seasonPath(id)}/bracket`,
        query: { lang },
        schema: s.seasonBracket,
        notFound: 'Season not found',
      }),

    seasonStadiums: async (id: number) =>
      fetch({
        family: 'structure',
        path: `${seasonPath(id)}/stadiums`,
        schema: s.seasonStadiums,
        notFound: 'Season not found',
      }),

    /** Moves with every result, like a table. */
    kingOfKingsRace: async (seasonId: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'season',
        path: `${seasonPath(seasonId)}/king-of-kings-race`,
        query: { lang },
        schema: s.kingOfKingsRace,
        notFound: 'No King of Kings race',
      }),

    /** Holds a final that may be live: cached like a match page's data. */
    finalissima: async (lang: Lang = DEFAULT_LANG) =>
      fetch({ family: 'matches', path: `${COMPETITION}/finalissima`, query: { lang }, schema: s.finalissimaEditions }),
  };
}
