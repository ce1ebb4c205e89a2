import * as s from '../../shared/api/index.js';
import type { Gender } from '../../shared/config/contexts.js';
import { DEFAULT_LANG, type Lang } from '../../shared/config/locales.js';
import { COMPETITION, idPart } from './api-paths.js';
import type { Fetch } from './fetcher.js';

/** A season or competition without a draft, reserves, window or open call: the page says so. */
export const NO_DRAFT = 'No draft';

/** The draft and people calls of docs/upstream-extensions.md; lists keep to the context's genders. */
export function draftCalls(fetch: Fetch, contextGenders: readonly Gender[]) {
  const seasonPath = (id: number) => `${COMPETITION}/seasons/${idPart(id, NO_DRAFT)}`;

  return {
    draft: async (seasonId: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'roster',
        path: `${seasonPath(seasonId)}/draft`,
        query: { lang },
        schema: s.draft,
        notFound: NO_DRAFT,
      }),

    draftReserves: async (seasonId: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'roster',
        path: `${seasonPath(seasonId)}/draft/reserves`,
        query: { lang, ctxGenders: contextGenders },
        schema: s.draftReserves,
        notFound: NO_DRAFT,
      }),

    draftApplication: async (competitionId: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'structure',
        path: `${COMPETITION}/competitions/${idPart(competitionId, NO_DRAFT)}/draft-application`,
        query: { lang },
        schema: s.draftApplication,
        notFound: NO_DRAFT,
      }),

    /** When the call to the competition's next draft opens, for a league that announces it before its call. */
    nextDraftCall: async (competitionId: number) =>
      fetch({
        family: 'structure',
        path: `${COMPETITION}/competitions/${idPart(competitionId, NO_DRAFT)}/next-draft-call`,
        schema: s.nextDraftCall,
        notFound: NO_DRAFT,
      }),

    seasonTransfers: async (seasonId: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'roster',
        path: `${seasonPath(seasonId)}/transfers`,
        query: { lang },
        schema: s.transferWindow,
        notFound: NO_DRAFT,
      }),

    legends: async (competitions: readonly number[], lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'roster',
        path: `${COMPETITION}/legends`,
        query: { competitions, genders: contextGenders, lang },
        schema: s.legendPlayers,
      }),
  };
}
