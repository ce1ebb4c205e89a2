import type { RawTeam } from '../data/types.js';
import { hashSeed } from '../rng.js';
import { type Emblem, emblemSvg, PLAIN_EMBLEMS, themeOf } from './emblems.js';
import { color, escapeXml, FONT, luminance, shade, svgOpen } from './svg.js';

/**
 * A club's crest, drawn from its name: an outline, a division of the field in its two colours,
 * and an emblem (docs/decisions/0089-generated-club-identity.md).
 */
const SHAPES = {
  classic: 'M60 8L110 22V70C110 104 88 124 60 134C32 124 10 104 10 70V22Z',
  round: 'M60 18A52 52 0 1 1 59.9 18Z',
  heater: 'M12 12H108V60C108 96 86 120 60 134C34 120 12 96 12 60Z',
  hexagon: 'M60 8L112 38V102L60 132L8 102V38Z',
  banner: 'M14 10H106V132L60 112L14 132Z',
  square: 'M28 14H92Q108 14 108 30V110Q108 126 92 126H28Q12 126 12 110V30Q12 14 28 14Z',
} as const;
export type CrestShape = keyof typeof SHAPES;

/** Divisions of the field, in the second colour over the first; `chief` carries the initials. */
const DIVISIONS = {
  plain: '',
  stripes: 'M22 0h16v140H22zM52 0h16v140H52zM82 0h16v140H82z',
  hoops: 'M0 30h120v18H0zM0 66h120v18H0zM0 102h120v18H0z',
  chevron: 'M0 92L60 56L120 92V118L60 82L0 118Z',
  quarters: 'M60 0H120V70H60ZM0 70H60V140H0Z',
  sash: 'M0 24L24 0L120 104V140H108Z',
  half: 'M60 0H120V140H60Z',
  chief: 'M0 0H120V40H0Z',
} as const;
export type CrestDivision = keyof typeof DIVISIONS;

export interface CrestDesign {
  shape: CrestShape;
  division: CrestDivision;
  emblem: Emblem;
}

/** One club under several teams (a league's and its mixed cup's) keeps one crest. */
const clubName = (team: RawTeam) => team.name.replace(/\s+Mixto$/i, '');

export function crestDesign(team: RawTeam): CrestDesign {
  const h = hashSeed('crest', clubName(team));
  const shapes = Object.keys(SHAPES) as CrestShape[];
  const divisions = Object.keys(DIVISIONS) as CrestDivision[];
  return {
    shape: shapes[h % shapes.length]!,
    division: divisions[(h >>> 4) % divisions.length]!,
    emblem: themeOf(clubName(team)) ?? PLAIN_EMBLEMS[(h >>> 8) % PLAIN_EMBLEMS.length]!,
  };
}

/**
 * The crest's drawing in a 120×140 box, its clip path named `clipId` so that two crests can
 * share one picture (a match's news art). The inverse crest (for dark bands) is the same
 * drawing on white, in the club's first colour.
 */
export function crestBody(team: RawTeam, inverse: boolean, clipId: string): string {
  const { shape, division, emblem } = crestDesign(team);
  const first = color(team.colors[0], '#444444');
  const second = color(team.colors[1], '#ffffff');
  const [field, ink] = inverse ? ['#ffffff', first] : [first, second];
  const outline = SHAPES[shape];
  // A busy field puts the emblem on a disc of the first colour, so it stays readable at 24 px.
  const busy = division !== 'plain' && division !== 'chief';
  const disc = busy ? `<circle cx="60" cy="74" r="30" fill="${field}" stroke="${ink}" stroke-width="4"/>` : '';
  const chief =
    division === 'chief'
      ? `<text x="60" y="32" text-anchor="middle" ${FONT} font-size="20" fill="${field}">${escapeXml(team.shortName)}</text>`
      : '';
  // Two rims: a light one inside a thin dark line, so the crest keeps its edge on light and dark pages alike.
  const line = luminance(field) > 0.8 ? shade(first, -0.4) : '#0b0b0f';
  return (
    `<clipPath id="${clipId}"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="none" stroke="${line}" stroke-opacity="0.55" stroke-width="11"/>` +
    `<g clip-path="url(#${clipId})"><rect width="120" height="140" fill="${field}"/>` +
    (DIVISIONS[division] ? `<path d="${DIVISIONS[division]}" fill="${ink}"/>` : '') +
    `</g>${chief}${disc}` +
    `<g transform="translate(60 ${division === 'chief' ? 80 : 74}) scale(${busy ? 1.25 : 1.6})">${emblemSvg(emblem, ink, field)}</g>` +
    `<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="7"/>`
  );
}

export const crestSvg = (team: RawTeam, inverse = false) =>
  `${svgOpen(120, 140, team.name)}${crestBody(team, inverse, 'f')}</svg>`;
