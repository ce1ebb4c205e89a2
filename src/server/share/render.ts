import type { ShareCard } from './card.js';
import { drawCard, HEIGHT, type Pictures, WIDTH } from './draw.js';
import { shareFonts } from './fonts.js';

type Engine = [typeof import('satori').default, typeof import('@resvg/resvg-js').renderAsync];

let engine: Promise<Engine> | null = null;

/**
 * satori and resvg are loaded on the first drawing, not at start-up: a site that is never shared
 * never loads them, and start-up stays as it was (docs/decisions/0078-share-images.md).
 */
function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([import('satori'), import('@resvg/resvg-js')]).then(([s, r]) => [
    layoutOf(s as SatoriModule),
    r.renderAsync,
  ]);
  return engine;
}

type SatoriModule = { default: Engine[0] | { default: Engine[0] } };

/**
 * satori's one export, its default: from sources Node loads its ES build; the built site
 * `require`s its CommonJS build (docs/decisions/0105), whose exports object comes as the default.
 */
export function layoutOf(module: SatoriModule): Engine[0] {
  return typeof module.default === 'function' ? module.default : module.default.default;
}

/**
 * The card as a 1200×630 PNG: satori lays it out as SVG with its letters as paths, resvg paints it
 * on libuv's thread pool, leaving the pages' thread the layout's part alone.
 */
export async function renderCard(card: ShareCard, pictures: Pictures): Promise<Buffer> {
  const [satori, paint] = await loadEngine();
  const svg = await satori(drawCard(card, pictures), { width: WIDTH, height: HEIGHT, fonts: shareFonts() });
  // The letters are already paths: resvg needs no font, so it never scans the system's.
  return (await paint(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } })).asPng();
}
