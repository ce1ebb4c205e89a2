/**
 * A crest's emblem: drawn from its club's name where the name has a theme (in any of the
 * leagues' languages), each in a 40×40 box centred on 0,0, in `ink` with cut-outs in `base`.
 */
export type Emblem =
  | 'wolf'
  | 'lion'
  | 'bird'
  | 'bolt'
  | 'crown'
  | 'star'
  | 'wave'
  | 'tower'
  | 'flame'
  | 'tree'
  | 'horse'
  | 'ball'
  | 'diamond';

/** Word stems of a name, lower case without accents, and the emblem they call for; first match wins. */
const THEMES: readonly [RegExp, Emblem][] = [
  [/\b(lob[oa]s?|wol(f|ves)|lup[io]|loups?|zorr[oa]s?|fox(es)?|volpi?|renards?|fuchs|jackals?)\b|wolf/, 'wolf'],
  [/\b(leon(es|a)?|lions?|leoni?|lowen\w*|baren|bears?|osos?|tigr\w*|tigers?)\b|lowen|baren/, 'lion'],
  [
    /\b(aguilas?|eagles?|falcons?|halcon\w*|aquil\w*|adler|cuervos?|ravens?|crows?|cigognes?|storks?|fenix|phoenix|hawks?|condor\w*)\b/,
    'bird',
  ],
  [/\b(rayos?|lightning|blitz|fulmin\w*|eclairs?|bora|thunder|storm|furia|fury|saiyans?)\b/, 'bolt'],
  [/\b(kings?|queens?|reyes|rey|reinas?|real[ei]?|royals?|reali|titan)\b|konig/, 'crown'],
  [/\b(stars?|starz|estrellas?|stell[ae]|galacticos?|olimpo|olymp\w*|elite)\b/, 'star'],
  [/\b(waves?|olas?|surf|marinai|sails?|laguna|reef|calanques|hafen\w*|baie|mar|pearls?|dhows?|navigli)\b/, 'wave'],
  [/\b(citadel|beffroi|dom\w*|torres?|towers?|skyline|barrio|castle|castillo|pharaohs?|carthage|scaligeri)\b/, 'tower'],
  [/\b(fuego|fire|fuoco|feu|flames?|llamas?|etna|dunes?|rossa|murash)\b/, 'flame'],
  [/\b(troncos?|cedars?|arbol\w*|trees?|gigli|violettes|capim|limon|vignerons|hermines)\b/, 'tree'],
  [/\b(stallions?|caballos?|horses?|ross\w*|cavall\w*|chevaux)\b|ross/, 'horse'],
];

/** Emblems of a club whose name has no theme: the crest's own pick. */
export const PLAIN_EMBLEMS: readonly Emblem[] = ['ball', 'star', 'diamond'];

export function themeOf(name: string): Emblem | null {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return THEMES.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

function starPoints(points: number, outer: number, inner: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The emblem's drawing: shapes only, no letters, so it reads the same where no font is loaded (share images). */
export function emblemSvg(emblem: Emblem, ink: string, base: string): string {
  switch (emblem) {
    case 'wolf':
      return (
        `<path d="M-15-19L-6-8H6L15-19L17 1L9 11L0 20L-9 11L-17 1Z" fill="${ink}"/>` +
        `<path d="M-10 0L-3 2L-5 5ZM10 0L3 2L5 5ZM-3 12H3L0 16Z" fill="${base}"/>`
      );
    case 'lion':
      return (
        `<polygon points="${starPoints(12, 20, 15)}" fill="${ink}"/><circle r="11" fill="${base}"/>` +
        `<path d="M-5-3h3v3h-3zM2-3h3v3h-3zM-3 4H3L0 8Z" fill="${ink}"/>`
      );
    case 'bird':
      return (
        `<path d="M0-8L-20-16L-15-4L-20 0L-8 3L-5 18H5L8 3L20 0L15-4L20-16Z" fill="${ink}"/>` +
        `<circle cy="-11" r="5" fill="${ink}"/><path d="M3-12L8-10L3-8Z" fill="${base}"/>`
      );
    case 'bolt':
      return `<path d="M5-20L-13 3H-1L-6 20L13-5H1Z" fill="${ink}"/>`;
    case 'crown':
      return (
        `<path d="M-18 10V-10L-9 0L0-15L9 0L18-10V10Z" fill="${ink}"/><rect x="-18" y="13" width="36" height="5" fill="${ink}"/>` +
        `<circle cy="3" r="3" fill="${base}"/>`
      );
    case 'star':
      return `<polygon points="${starPoints(5, 20, 8.5)}" fill="${ink}"/>`;
    case 'wave':
      return `<path d="M-20-6q5-8 10 0t10 0t10 0t10 0M-20 8q5-8 10 0t10 0t10 0t10 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`;
    case 'tower':
      return (
        `<path d="M-15 19V-7H-15V-17H-9V-11H-3V-17H3V-11H9V-17H15V19Z" fill="${ink}"/>` +
        `<path d="M-5 19V7A5 5 0 0 1 5 7V19Z" fill="${base}"/>`
      );
    case 'flame':
      return (
        `<path d="M0-20C9-8 16-2 13 9C11 16 5 20 0 20C-5 20-11 16-13 9C-15 1-8-5-4-13C-3-7 0-5 2-3C4-9 2-15 0-20Z" fill="${ink}"/>` +
        `<path d="M0 4C4 8 5 12 3 15C2 17-2 17-3 15C-5 12-3 8 0 4Z" fill="${base}"/>`
      );
    case 'tree':
      return `<path d="M0-20L13-4H6L17 10H3V19H-3V10H-17L-6-4H-13Z" fill="${ink}"/>`;
    case 'horse':
      return (
        `<path d="M-12 20C-12 8-9 0-4-6L-8-12L-3-12L2-19L5-12C12-9 17-2 17 4L12 7L6 1C4 8 6 14 9 20Z" fill="${ink}"/>` +
        `<circle cx="4" cy="-8" r="1.8" fill="${base}"/>`
      );
    case 'ball':
      return (
        `<circle r="19" fill="${ink}"/><circle r="16" fill="${base}"/>` +
        `<polygon points="${starPoints(5, 7, 7)}" fill="${ink}"/>` +
        `<path d="M0-7V-16M6.7-2.2L15-5M4.1 5.7L9 13M-4.1 5.7L-9 13M-6.7-2.2L-15-5" stroke="${ink}" stroke-width="2.5"/>`
      );
    case 'diamond':
      return `<path d="M0-20L17 0L0 20L-17 0Z" fill="${ink}"/><path d="M0-9L7.5 0L0 9L-7.5 0Z" fill="${base}"/>`;
  }
}
