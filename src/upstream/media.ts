import type { RawPlayer, RawTeam } from './data/types.js';

/** Generated pictures: crests from a team's colours and short name, silhouettes for people. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const HEX = /^#[0-9a-f]{6}$/i;
const color = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

export function crestSvg(team: RawTeam, inverse = false): string {
  const [first, second] = [color(team.colors[0], '#444444'), color(team.colors[1], '#ffffff')];
  const [fill, ink] = inverse ? ['#ffffff', first] : [first, second];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140" role="img" aria-label="${escapeXml(team.name)}">` +
    `<path d="M60 4 L112 20 V70 C112 104 88 126 60 136 C32 126 8 104 8 70 V20 Z" fill="${fill}" stroke="${ink}" stroke-width="6"/>` +
    `<path d="M60 18 L98 30 V44 H22 V30 Z" fill="${ink}" opacity="0.25"/>` +
    `<text x="60" y="88" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${ink}">${escapeXml(team.shortName)}</text>` +
    '</svg>'
  );
}

/** A silhouette in the shirt's colour; `label` marks staff (P, C), players carry none, as a photo would not. */
export function personSvg(colors: readonly [string, string], label: string, name: string): string {
  const [shirt, ink] = [color(colors[0], '#5a5a5a'), color(colors[1], '#ffffff')];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" width="200" height="240" role="img" aria-label="${escapeXml(name)}">` +
    '<rect width="200" height="240" fill="#ececec"/>' +
    '<circle cx="100" cy="78" r="44" fill="#bdbdbd"/>' +
    `<path d="M20 240 C24 170 60 138 100 138 C140 138 176 170 180 240 Z" fill="${shirt}"/>` +
    (label
      ? `<text x="100" y="212" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="${ink}">${escapeXml(label)}</text>`
      : '') +
    '</svg>'
  );
}

export function playerSvg(player: RawPlayer, team: RawTeam | undefined): string {
  // Pages show the shirt number beside the picture: printed on it too, fans read it twice.
  return personSvg(team?.colors ?? ['#5a5a5a', '#ffffff'], '', player.shortName);
}

/** A post's picture: the two clubs it is about, each on its colours with its crest, a ball between them. */
export function newsSvg(title: string, home: RawTeam | undefined, away: RawTeam | undefined): string {
  const side = (team: RawTeam | undefined, fallback: [string, string]) =>
    [color(team?.colors[0], fallback[0]), color(team?.colors[1], fallback[1])] as const;
  const [a, aInk] = side(home, ['#111111', '#f5c400']);
  const [b, bInk] = side(away, ['#f5c400', '#111111']);
  const shield = (x: number, fill: string, ink: string, label: string) =>
    `<g transform="translate(${x} 170) scale(2.4)"><path d="M60 4 L112 20 V70 C112 104 88 126 60 136 C32 126 8 104 8 70 V20 Z" fill="${fill}" stroke="${ink}" stroke-width="5"/>` +
    `<text x="60" y="88" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${ink}">${escapeXml(label)}</text></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="1200" height="675" fill="${a}"/>` +
    `<path d="M700 0 H1200 V675 H500 Z" fill="${b}"/>` +
    '<path d="M680 0 H720 L520 675 H480 Z" fill="#0b0b0f" opacity="0.85"/>' +
    shield(110, aInk, a, home?.shortName ?? '') +
    shield(802, bInk, b, away?.shortName ?? '') +
    '<circle cx="600" cy="338" r="70" fill="#ffffff" stroke="#0b0b0f" stroke-width="8"/>' +
    '<path d="M600 290 L640 320 L625 366 H575 L560 320 Z" fill="#0b0b0f"/>' +
    '</svg>'
  );
}
