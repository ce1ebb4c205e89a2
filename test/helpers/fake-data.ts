import type { DataLayer } from '../../src/server/data/index.js';
import { SEASON } from './league-fixtures.js';

/** A data layer that answers from fixtures, or fails as told. */
export function fakeData(fail?: Error): DataLayer {
  const seasons = [{ ...SEASON, id: 13, name: 'Split 1', displayName: null }, SEASON];
  return {
    competition: {
      load: async () => {
        if (fail) throw fail;
        return { seasons, season: SEASON };
      },
      seasonDetail: async (id: number) => ({ ...SEASON, id, displayName: id === 13 ? 'Split 1 2026' : SEASON.displayName }),
    },
    close: async () => {},
    ping: async () => true,
  } as unknown as DataLayer;
}

