import type { RawTeam, TeamGender } from '../data/types.js';
import { createRng } from '../rng.js';
import { COUNTRY } from './plan.js';
import type { SpainFacts } from './spain-facts.js';

/** A club before it has players: enough to build its team record. */
export interface ClubSeed {
  id: number;
  name: string;
  shortName?: string;
  colors?: [string, string];
  countryId: number | null;
  gender: TeamGender | null;
  social?: Record<string, string> | null;
  /** Whether the name is invented (listed in data/league/README.md). */
  invented: boolean;
  /** Real president and coach, when the facts give them. */
  president?: string;
  coach?: string;
}

const names = (text: string) => text.split(/\s*;\s*/);

/** team-names.md, Americas (Kings): team ids 37–48 in this order, so 37, 38, 40 and 41 are Parceros, Cuervos, Chamos and Medallo. */
const AMERICAS = names(
  'Atlético Parceros FC; Club de Cuervos; Galácticos del Caribe; Los Chamos FC; Medallo City; Muchachos FC; Murash FC; Olimpo United; Peluche Caligari; Persas FC; Raniza FC; Real Titán FC',
);
/** team-names.md, Brazil, with the official ids; 169 is invented to make twelve. */
const BRAZIL: readonly [number, string][] = [
  [49, 'G3X FC'],
  [50, 'Furia FC'],
  [160, 'Fluxo FC'],
  [161, 'Dendele FC'],
  [162, 'LOUD SC'],
  [163, 'Nyvelados FC'],
  [164, 'Funkbol Clube'],
  [166, 'FC Real Elite'],
  [167, 'Capim FC'],
  [168, 'Desimpedidos Goti'],
  [220, 'Dibrados FC'],
];
const WORLD_CLUBS = names(
  'Deptostra FC; FIVE FC; Limon FC; Los Aliens FC; SXB FC; Stallions; UA Steel; West Santos FC; Youniors F.C.',
);

/** Invented clubs, one list per region. */
export const INVENTED: Readonly<Record<string, readonly string[]>> = {
  italia: names(
    'Lupi di Roma FC; Partenope United; Torino Reali; Laguna Veneta FC; Bologna Rossa; Etna Calcio 7; Firenze Gigli FC; Genova Marinai; Bari Levante FC; Verona Scaligeri; Trieste Bora FC; Milano Navigli FC',
  ),
  germany: names(
    'Berlin Bären FC; Hamburg Hafenjungs; München Löwenherz; Köln Domstürmer; Frankfurt Skyline FC; Ruhrpott Kumpels; Stuttgart Kesselkicker; Leipzig Messestädter; Bremen Stadtmusikanten; Düsseldorf Rheinkönige; Hannover Rosskicker; Dresden Elbflorenz FC',
  ),
  mena: names(
    'Riyadh Falcons FC; Jeddah Waves; Dubai Dunes FC; Doha Pearls; Cairo Pharaohs FC; Casablanca Lions; Amman Citadel FC; Kuwait Sails; Muscat Dhows FC; Bahrain Reef FC; Beirut Cedars FC; Tunis Carthage FC',
  ),
  france: names(
    'Marseille Calanques FC; Lyon Canuts FC; Bordeaux Vignerons FC; Lille Beffroi FC; Nantes Éléphants FC; Toulouse Violettes; Nice Baie des Anges FC; Strasbourg Cigognes FC; Rennes Hermines FC',
  ),
  world: names('Sydney Surf FC; Tokyo Ronin FC; Lagos Eagles 7'),
  brazil: names('Fênix Paulista FC'),
};

const NATIONS: readonly [string, string, number][] = [
  ['Spain', 'ESP', COUNTRY.spain],
  ['Mexico', 'MEX', COUNTRY.mexico],
  ['Argentina', 'ARG', COUNTRY.argentina],
  ['Colombia', 'COL', COUNTRY.colombia],
  ['Peru', 'PER', COUNTRY.peru],
  ['Italy', 'ITA', COUNTRY.italy],
  ['Brazil', 'BRA', COUNTRY.brazil],
  ['Portugal', 'POR', COUNTRY.portugal],
  ['France', 'FRA', COUNTRY.france],
  ['Germany', 'GER', COUNTRY.germany],
  ['Morocco', 'MAR', COUNTRY.morocco],
  ['Saudi Arabia', 'KSA', COUNTRY.saudiArabia],
];

/** King of Kings: clubs of the national leagues and the club world cup meet again. */
export const KING_OF_KINGS_TEAMS: readonly number[] = [11, 8, 3, 39, 44, 101, 49, 174, 113, 125, 186, 105];

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function spainSocial(urls: readonly string[]): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const url of urls) {
    const kind = ['tiktok', 'twitch', 'youtube', 'instagram', 'twitter'].find((k) => url.includes(`${k}.`));
    if (kind && !out[`${kind}_url`]) out[`${kind}_url`] = url;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Every club set, by the key competitions name in plan.ts. */
export function clubSets(facts: SpainFacts): Record<string, ClubSeed[]> {
  const spain = facts.teams;
  const brand = (start: number, gender: TeamGender | null, suffix = '') =>
    spain.map(
      (t, i): ClubSeed => ({
        id: start + i,
        name: `${t.name}${suffix}`,
        shortName: t.shortName,
        colors: [t.color, contrastOf(t.color)],
        countryId: COUNTRY.spain,
        gender,
        invented: false,
        president: t.president,
      }),
    );
  const listed = (
    ids: readonly number[],
    list: readonly string[],
    countryId: number | null,
    gender: TeamGender,
    invented: boolean,
  ) => ids.map((id, i): ClubSeed => ({ id, name: list[i]!, countryId, gender, invented }));
  return {
    'kings-espana': spain.map((t, i) => ({
      ...brand(1, 'male')[i]!,
      social: spainSocial(t.social),
      president: t.president,
      coach: t.coach,
    })),
    'queens-espana': brand(13, 'female'),
    'mixed-espana': brand(221, null, ' Mixto').map((c) => ({ ...c, invented: true })),
    'kings-americas': listed(range(37, 12), AMERICAS, COUNTRY.mexico, 'male', false),
    'queens-americas': listed(range(25, 12), AMERICAS, COUNTRY.mexico, 'female', false),
    'kings-italia': listed(range(101, 12), INVENTED.italia!, COUNTRY.italy, 'male', true),
    'kings-brazil': [
      ...BRAZIL.map(
        ([id, name]): ClubSeed => ({ id, name, countryId: COUNTRY.brazil, gender: 'male', invented: false }),
      ),
      { id: 169, name: INVENTED.brazil![0]!, countryId: COUNTRY.brazil, gender: 'male', invented: true },
    ],
    'kings-france': [
      {
        id: 174,
        name: 'Wolf Pack FC',
        colors: ['#aedeff', '#071d33'],
        countryId: COUNTRY.france,
        gender: 'male',
        invented: false,
      },
      {
        id: 175,
        name: 'PANAM ALL STARZ',
        colors: ['#011d3b', '#d92038'],
        countryId: COUNTRY.france,
        gender: 'male',
        invented: false,
      },
      { id: 176, name: 'Foot2Rue', countryId: COUNTRY.france, gender: 'male', invented: false },
      ...listed(range(177, 9), INVENTED.france!, COUNTRY.france, 'male', true),
    ],
    'kings-germany': listed(range(113, 12), INVENTED.germany!, COUNTRY.germany, 'male', true),
    'kings-mena': listed(range(125, 12), INVENTED.mena!, COUNTRY.saudiArabia, 'male', true),
    nations: NATIONS.map(
      ([name, shortName, countryId], i): ClubSeed => ({
        id: 137 + i,
        name,
        shortName,
        countryId,
        gender: 'male',
        invented: false,
      }),
    ),
    'world-clubs': [
      ...listed(range(186, 9), WORLD_CLUBS, null, 'male', false),
      ...listed(range(195, 3), INVENTED.world!, null, 'male', true),
    ],
  };
}

/** docs/spec.md §9: the ids stand in for any season's undecided bracket slots. */
export const PLACEHOLDERS: readonly [number, string, string][] = [
  [58, 'To be decided', 'TBD'],
  [63, 'Winner quarter-final 1', 'WQ1'],
  [64, 'Winner quarter-final 2', 'WQ2'],
  [65, 'Winner quarter-final 3', 'WQ3'],
  [66, 'Winner quarter-final 4', 'WQ4'],
];

export function placeholderTeams(): RawTeam[] {
  return PLACEHOLDERS.map(([id, name, shortName]) => ({
    id,
    name,
    shortName,
    completeName: name,
    countryId: null,
    colors: ['#9e9e9e', '#ffffff'],
    gender: null,
    placeholder: true,
    social: null,
    strength: 0,
  }));
}

const PALETTE = [
  '#e63946',
  '#1d3557',
  '#2a9d8f',
  '#f4a261',
  '#6a4c93',
  '#118ab2',
  '#ef476f',
  '#06d6a0',
  '#ffd166',
  '#073b4c',
  '#8d0801',
  '#3a86ff',
  '#fb5607',
  '#2b9348',
  '#9d4edd',
  '#0b090a',
];

export function colorsFor(id: number): [string, string] {
  const rng = createRng(id * 7919);
  const first = rng.pick(PALETTE);
  return [first, contrastOf(first)];
}

/** White on dark colours, near-black on light ones: the crest's text stays readable. */
export function contrastOf(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luminance > 150 ? '#111111' : '#ffffff';
}

const SKIP = new Set(['FC', 'F.C.', 'SC', 'CLUB', 'DE', 'DEL', 'DI', 'LOS', 'THE', '7']);

/** Three letters from the name's words, for the invented and fact clubs that have none. */
export function shortNameOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[\s-]+/)
    .filter((w) => w && !SKIP.has(w));
  const letters =
    words.length >= 3
      ? words.map((w) => w[0]).join('')
      : words.length === 2
        ? `${words[0]!.slice(0, 2)}${words[1]![0]}`
        : (words[0] ?? name);
  return letters
    .replace(/[^A-Z0-9]/g, '')
    .padEnd(3, 'X')
    .slice(0, 3);
}
