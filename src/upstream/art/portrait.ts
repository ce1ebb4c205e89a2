import type { TeamGender } from '../data/types.js';
import { createRng, hashSeed } from '../rng.js';
import { color, FONT, shade, svgOpen } from './svg.js';

/**
 * A person's illustrated portrait, the same every time for the same seed: skin, hair, face and
 * build drawn from it, dressed in the club's shirt (with a number) or, for staff, a suit.
 */
export interface Portrait {
  /** The person's own key (kind and id): the same key, the same face. */
  seed: string;
  name: string;
  gender: TeamGender;
  /** The club's two colours; null for someone on no club. */
  colors: readonly [string, string] | null;
  outfit: 'shirt' | 'suit';
  /** Printed on the shirt; null for none. */
  number: number | null;
  /** Height (cm) and weight (kg) where known: broader shoulders for a heavier build. */
  build?: { height: number; weight: number };
}

const SKINS = ['#f7d7bf', '#eec3a0', '#dba87f', '#c08a5c', '#9a6541', '#6e4429', '#4d2f1d'];
const HAIRS = ['#16120f', '#2e1d12', '#4e3020', '#7a4a28', '#b07b45', '#dcb36c', '#a8432a', '#8f8f8f'];
const STYLES = {
  male: ['buzz', 'short', 'short', 'curly', 'afro', 'bald', 'quiff', 'long', 'bun'],
  female: ['long', 'long', 'ponytail', 'ponytail', 'bun', 'curly', 'afro', 'short', 'bob'],
} as const;
type Hair = (typeof STYLES)[TeamGender][number];

/** Hair drawn behind the head (long hair, afro, a ponytail) and over it (the top and fringe). */
function hairSvg(style: Hair, ink: string): { back: string; front: string } {
  const top = `<path d="M64 92C58 44 142 44 136 92C132 72 118 64 100 66C82 64 68 72 64 92Z" fill="${ink}"/>`;
  switch (style) {
    case 'buzz':
      return {
        back: '',
        front: `<path d="M66 86C66 50 134 50 134 86C126 70 74 70 66 86Z" fill="${ink}" opacity="0.85"/>`,
      };
    case 'short':
      return { back: '', front: top };
    case 'quiff':
      return {
        back: '',
        front: `<path d="M64 92C58 56 80 36 108 40C128 42 142 60 136 92C130 70 112 60 96 62C86 54 74 66 64 92Z" fill="${ink}"/>`,
      };
    case 'curly': {
      const curls = [68, 80, 92, 104, 116, 128, 74, 126]
        .map((x, i) => `<circle cx="${x}" cy="${i < 6 ? 58 + Math.abs(x - 98) / 3 : 76}" r="11"/>`)
        .join('');
      return { back: '', front: `<g fill="${ink}">${curls}</g>` };
    }
    case 'afro':
      return { back: `<circle cx="100" cy="78" r="52" fill="${ink}"/>`, front: '' };
    case 'bald':
      return {
        back: '',
        front: `<path d="M66 96C64 86 66 80 68 78V98ZM134 96C136 86 134 80 132 78V98Z" fill="${ink}"/>`,
      };
    case 'long':
      return { back: `<path d="M60 90C56 40 144 40 140 90V160H60Z" fill="${ink}"/>`, front: top };
    case 'bob':
      return { back: `<path d="M60 90C56 40 144 40 140 90V128H60Z" fill="${ink}"/>`, front: top };
    case 'ponytail':
      return { back: `<path d="M128 70C156 74 160 118 146 146C142 116 136 96 126 84Z" fill="${ink}"/>`, front: top };
    case 'bun':
      return { back: `<circle cx="100" cy="44" r="17" fill="${ink}"/>`, front: top };
  }
}

export function portraitSvg(p: Portrait): string {
  const rng = createRng(hashSeed('portrait', p.seed));
  const skin = rng.pick(SKINS);
  // Grey hair only for the people in suits: the players are young.
  const hairInk = rng.pick(p.outfit === 'suit' ? HAIRS : HAIRS.slice(0, -1));
  const hair = hairSvg(rng.pick(STYLES[p.gender]), hairInk);
  const beard = p.gender === 'male' && rng.chance(0.3);
  const [main, trim] = p.colors
    ? [color(p.colors[0], '#5a5a5a'), color(p.colors[1], '#ffffff')]
    : ['#6b7280', '#e5e7eb'];
  const bmi = p.build ? p.build.weight / (p.build.height / 100) ** 2 : 21 + rng.next() * 4;
  const w = Math.round(Math.min(88, Math.max(62, 62 + (bmi - 19) * 5)));
  const face = rng.int(0, 2);
  const shoulders = `M${100 - w} 240C${100 - w} 186 ${116 - w} 162 100 160C${84 + w} 162 ${100 + w} 186 ${100 + w} 240Z`;
  const clothes =
    p.outfit === 'suit'
      ? `<path d="${shoulders}" fill="#262a33"/><path d="M84 160L100 206L116 160Z" fill="#f4f4f4"/>` +
        `<path d="M96 168H104L106 204L100 214L94 204Z" fill="${main}"/>` +
        `<path d="M84 160L94 196L78 176ZM116 160L106 196L122 176Z" fill="#3a3f4a"/>`
      : `<path d="${shoulders}" fill="${main}"/><path d="M84 160L100 178L116 160" fill="none" stroke="${trim}" stroke-width="6"/>` +
        `<path d="M${104 - w} 214L${112 - w} 240M${96 + w} 214L${88 + w} 240" stroke="${trim}" stroke-width="5"/>` +
        (p.number === null
          ? ''
          : `<text x="100" y="228" text-anchor="middle" ${FONT} font-size="40" fill="${trim}">${p.number}</text>`);
  const mouth = ['M92 112Q100 119 108 112', 'M93 113H107', 'M91 111Q100 122 109 111'][face]!;
  return (
    `${svgOpen(200, 240, p.name)}<rect width="200" height="240" fill="${shade(main, 0.82)}"/>` +
    `<path d="M0 180L200 60V100L0 220Z" fill="${shade(main, 0.7)}"/>` +
    hair.back +
    `<path d="M86 126H114V164H86Z" fill="${shade(skin, -0.12)}"/>${clothes}` +
    `<circle cx="66" cy="96" r="8" fill="${skin}"/><circle cx="134" cy="96" r="8" fill="${skin}"/>` +
    `<ellipse cx="100" cy="92" rx="34" ry="${38 + face}" fill="${skin}"/>` +
    (beard
      ? `<path d="M67 98C68 134 88 134 100 134C112 134 132 134 133 98C126 116 114 118 100 118C86 118 74 116 67 98Z" fill="${hairInk}"/>`
      : '') +
    `<g fill="#1d1d22"><ellipse cx="87" cy="93" rx="3.6" ry="4.2"/><ellipse cx="113" cy="93" rx="3.6" ry="4.2"/></g>` +
    `<path d="M80 83L93 81M107 81L120 83" stroke="${hairInk}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M100 96L97 106H102" fill="none" stroke="${shade(skin, -0.3)}" stroke-width="2"/>` +
    `<path d="${mouth}" fill="none" stroke="#7a3b32" stroke-width="3" stroke-linecap="round"/>` +
    `${hair.front}</svg>`
  );
}
