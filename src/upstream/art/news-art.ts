import type { NewsTopic, RawTeam } from '../data/types.js';
import { crestBody } from './crest.js';
import { color, luminance, shade, svgOpen } from './svg.js';

/** What a post's picture draws, by what the post is about: a match shows its two clubs, nothing else does. */
export type NewsArt = 'match' | 'signing' | 'rulebook' | 'press';

export const NEWS_ART: Readonly<Record<NewsTopic, NewsArt>> = {
  preview: 'match',
  mvp: 'match',
  signing: 'signing',
  rules: 'rulebook',
  external: 'press',
};

const INK = '#0b0b0f';
const GOLD = '#f5c400';

/** Two clubs face to face, each crest on its own colour, a ball between them. */
function matchArt(home: RawTeam | undefined, away: RawTeam | undefined): string {
  const a = color(home?.colors[0], '#111111');
  const b = color(away?.colors[0], GOLD);
  const crest = (x: number, team: RawTeam | undefined, id: string) =>
    team ? `<g transform="translate(${x} 170) scale(2.4)">${crestBody(team, false, id)}</g>` : '';
  return (
    `<rect width="1200" height="675" fill="${shade(a, -0.2)}"/><path d="M700 0 H1200 V675 H500 Z" fill="${shade(b, -0.2)}"/>` +
    `<path d="M680 0 H720 L520 675 H480 Z" fill="${INK}" opacity="0.85"/>` +
    crest(110, home, 'h') +
    crest(802, away, 'a') +
    `<circle cx="600" cy="338" r="70" fill="#ffffff" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M600 290 L640 320 L625 366 H575 L560 320 Z" fill="${INK}"/>`
  );
}

/** A club's new signing: its shirt, the name still to be printed, over a contract and a pen. */
function signingArt(team: RawTeam | undefined): string {
  const main = color(team?.colors[0], '#3a3f4a');
  const trim = color(team?.colors[1], '#ffffff');
  // A black shirt would vanish on its own colour darkened: a dark club gets a lighter ground.
  const dark = luminance(main) < 0.15;
  return (
    `<rect width="1200" height="675" fill="${shade(main, dark ? 0.3 : -0.45)}"/>` +
    `<path d="M0 540L1200 300V675H0Z" fill="${shade(main, dark ? 0.45 : -0.25)}"/>` +
    `<g transform="rotate(-6 760 380)"><rect x="620" y="150" width="330" height="430" rx="12" fill="#fbfaf5"/>` +
    `<path d="M670 230H900M670 280H900M670 330H860M670 380H900M670 430H820" stroke="#c9c6bb" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M680 520C720 470 740 540 780 500S840 520 880 490" fill="none" stroke="#1f3fae" stroke-width="7" stroke-linecap="round"/></g>` +
    `<path d="M980 180L1020 150L880 600L850 610L855 580Z" fill="${GOLD}" stroke="${INK}" stroke-width="6"/>` +
    `<path d="M330 120L410 100C430 130 470 140 500 100L580 120L650 230L580 270L560 240V590H270V240L250 270L180 230Z" fill="${main}" stroke="${trim}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M410 100C430 150 480 150 500 100" fill="none" stroke="${trim}" stroke-width="12"/>` +
    `<path d="M340 300H490M340 350H490" stroke="${trim}" stroke-width="18" stroke-linecap="round" stroke-dasharray="1 34"/>`
  );
}

/** The rules: an open rulebook, the die of minute 18 and a president's secret card. */
function rulebookArt(): string {
  const page = (x: number, dir: 1 | -1) =>
    `<path d="M600 250C${600 - dir * 110} 215 ${600 - dir * 220} 215 ${600 - dir * 300} 240V540C${600 - dir * 220} 515 ${600 - dir * 110} 515 600 550Z" fill="#fbfaf5" stroke="${INK}" stroke-width="6"/>` +
    [300, 350, 400, 450]
      .map((y) => `<path d="M${x} ${y}H${x - dir * 180}" stroke="#c9c6bb" stroke-width="12" stroke-linecap="round"/>`)
      .join('');
  const pips = [
    [0, 0],
    [-30, -30],
    [30, 30],
    [-30, 30],
    [30, -30],
  ]
    .map(([dx, dy]) => `<circle cx="${dx}" cy="${dy}" r="11"/>`)
    .join('');
  return (
    `<rect width="1200" height="675" fill="${INK}"/><circle cx="600" cy="380" r="330" fill="#1d1d26"/>` +
    `<path d="M270 560H930V590H270Z" fill="${GOLD}"/>${page(560, 1)}${page(640, -1)}` +
    `<g transform="translate(1010 230) rotate(14)"><rect x="-75" y="-75" width="150" height="150" rx="24" fill="#ffffff" stroke="${GOLD}" stroke-width="8"/><g fill="${INK}">${pips}</g></g>` +
    `<g transform="translate(180 250) rotate(-12)"><rect x="-70" y="-100" width="140" height="200" rx="14" fill="${GOLD}" stroke="#ffffff" stroke-width="8"/>` +
    `<polygon points="0,-40 12,-12 42,-12 18,6 28,36 0,18 -28,36 -18,6 -42,-12 -12,-12" fill="${INK}"/></g>`
  );
}

/** What other media said: a folded newspaper and a microphone. */
function pressArt(): string {
  return (
    `<rect width="1200" height="675" fill="#e9e6dc"/><path d="M0 0H1200V180L0 300Z" fill="${INK}"/>` +
    `<g transform="rotate(-5 520 390)"><rect x="250" y="170" width="560" height="430" fill="#fbfaf5" stroke="${INK}" stroke-width="6"/>` +
    `<rect x="290" y="210" width="480" height="60" fill="${INK}"/><rect x="290" y="300" width="220" height="150" fill="${GOLD}"/>` +
    [300, 340, 380, 420, 480, 520, 560]
      .map(
        (y, i) =>
          `<path d="M${i < 4 ? 540 : 290} ${y}H770" stroke="#b9b5a8" stroke-width="14" stroke-linecap="round"/>`,
      )
      .join('') +
    `</g><g transform="translate(960 330) rotate(20)"><rect x="-22" y="30" width="44" height="230" rx="18" fill="#2b2b33"/>` +
    `<circle r="70" fill="#4a4a55" stroke="${INK}" stroke-width="8"/><path d="M-60-30H60M-68 0H68M-60 30H60" stroke="#2b2b33" stroke-width="6"/>` +
    `<rect x="-50" y="70" width="100" height="40" rx="8" fill="${GOLD}"/></g>`
  );
}

/** A post's picture, 1200×675, by its topic. */
export function newsSvg(title: string, topic: NewsTopic, home: RawTeam | undefined, away: RawTeam | undefined): string {
  const art = NEWS_ART[topic];
  const drawing =
    art === 'match'
      ? matchArt(home, away)
      : art === 'signing'
        ? signingArt(home)
        : art === 'rulebook'
          ? rulebookArt()
          : pressArt();
  return `${svgOpen(1200, 675, title)}${drawing}</svg>`;
}
