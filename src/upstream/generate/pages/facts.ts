import { CONTEXTS, type WebContext } from '../../../shared/config/contexts.js';
import { type Region, regionsFor } from '../../../shared/config/regions.js';
import { MINUTES_PER_HALF } from '../../../shared/league/minute.js';
import type { RawDataset } from '../../data/types.js';
import { POINTS } from '../../league/standings.js';
import { COMPETITIONS, STADIUMS } from '../plan.js';
import type { TransitMode } from './structure.js';

export interface Venue {
  name: string;
  address: string;
  city: string;
  mapUrl: string;
  transit: readonly { mode: TransitMode; lines: string }[];
}

/** What the texts of one region's CMS say about it: `{name}` placeholders and the venue. */
export interface RegionFacts {
  context: WebContext;
  region: Region;
  /** The cmsKey's last segment (`kings-espana`). */
  cms: string;
  values: Readonly<Record<string, string>>;
  venue: Venue | null;
}

/** Hours before a matchday's first kick-off at which media accreditation closes. */
export const ACCREDITATION_DEADLINE_HOURS = 72;
const PLAYOFF_TEAMS = 8;
const DRAFTED = 11;

/** The arenas where tickets are sold (regions with a `ticketsUrl`). */
const VENUES: Readonly<Record<string, Venue>> = {
  espana: {
    name: 'Kings Arena Barcelona',
    address: 'Av. Joan Carles I, 64, 08908 L’Hospitalet de Llobregat',
    city: 'Barcelona',
    mapUrl: 'https://www.openstreetmap.org/search?query=Fira%20Gran%20Via%20L%27Hospitalet%20de%20Llobregat',
    transit: [
      { mode: 'metro', lines: 'L9 Sud — Fira, Europa | Fira' },
      { mode: 'train', lines: 'FGC L8, S4, S8, R5, R6 — Europa | Fira' },
      { mode: 'bus', lines: '79, 65, L80, L82' },
      { mode: 'car', lines: 'C-31 / Gran Via — Fira Gran Via' },
    ],
  },
};

/** The local part of a region's addresses: `press.espana@kingsleague.pro`. */
const mailbox = (channel: string, region: Region) =>
  `${channel}.${region.slug}@${new URL(CONTEXTS[region.context].domain).host}`;

/** Every region of both leagues with a CMS of its own pages, and what its texts may say of it. */
export function regionFacts(dataset: Pick<RawDataset, 'seasons'>): RegionFacts[] {
  return (['kings', 'queens'] as const).flatMap((context) =>
    regionsFor(context).map((region): RegionFacts => {
      const gender = context === 'kings' ? 'male' : 'female';
      const plan =
        COMPETITIONS.find((p) => p.region === region.slug && p.gender === gender && p.visible) ??
        COMPETITIONS.find((p) => p.region === region.slug)!;
      const season = dataset.seasons.find((s) => s.id === plan.seasons[1]);
      const regular = season?.phases[0]?.groups[0]?.turns.length ?? 11;
      const stadium = STADIUMS.find((s) => s.id === plan.stadiumId)!;
      const channels = ['press', 'commercial', 'partners', 'fans', 'media'] as const;
      return {
        context,
        region,
        cms: region.cmsKey.split('/').pop()!,
        venue: region.ticketsUrl ? (VENUES[region.slug] ?? null) : null,
        values: {
          league: region.leagueTitle,
          teams: String(season?.teamIds.length ?? 12),
          matchdays: String(regular),
          playoff: String(PLAYOFF_TEAMS),
          half: String(MINUTES_PER_HALF),
          minutes: String(2 * MINUTES_PER_HALF),
          win: String(POINTS.won),
          shootoutWin: String(POINTS.penaltyWon),
          shootoutLoss: String(POINTS.penaltyLost),
          loss: String(POINTS.lost),
          drafted: String(DRAFTED),
          squad: String(DRAFTED + 2),
          arena: stadium.name,
          deadline: String(ACCREDITATION_DEADLINE_HOURS),
          site: new URL(CONTEXTS[context].domain).host,
          ...Object.fromEntries(channels.map((c) => [c, mailbox(c, region)])),
        },
      };
    }),
  );
}
