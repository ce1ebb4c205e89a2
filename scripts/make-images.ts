/**
 * Draws the site's own images: crown marks, favicons, footer logos (SVG) and the share images
 * and touch icons (rendered to JPEG/PNG in Chromium). Run with `npm run images`; the output
 * is committed under public/img.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BRANDS } from '../src/shared/config/brand.js';
import { regionsFor } from '../src/shared/config/regions.js';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

const out = new URL('../public/img/', import.meta.url).pathname;
const FONT = 'Arial Narrow, Roboto Condensed, Arial, sans-serif';
const THEMES = { kl: BRANDS.kings, ql: BRANDS.queens } as const;
type Theme = keyof typeof THEMES;

const mark = (t: Theme, fill: string = THEMES[t].accent) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${THEMES[t].word}</title><path fill="${fill}" fill-rule="evenodd" d="${THEMES[t].crown}"/></svg>\n`;

const favicon = (t: Theme) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${THEMES[t].bg}"/>` +
  `<g transform="translate(8 6) scale(0.75)"><path fill="${THEMES[t].accent}" fill-rule="evenodd" d="${THEMES[t].crown}"/></g></svg>\n`;

/** Room for a logo's words: from the end of the crown to the box's edge, less a margin. */
const LOGO_TEXT = { x: 44, width: 112, minSize: 10 } as const;
type Measure = (text: string, weight: number, size: number) => Promise<number>;

/**
 * One line of a logo. A long region name gets a smaller size (down to a floor), and every line
 * states its length (textLength), so whatever font the visitor's system substitutes is fitted to
 * that width instead of running out of the box ("LEAGUE GERMAN…").
 */
async function logoLine(
  measure: Measure,
  text: string,
  y: number,
  weight: number,
  size: number,
  fill: string,
): Promise<string> {
  const natural = await measure(text, weight, size);
  const fitted = Math.max(LOGO_TEXT.minSize, Math.min(size, (size * LOGO_TEXT.width) / natural));
  const length = Math.min(LOGO_TEXT.width, (natural * fitted) / size);
  return (
    `<text x="${LOGO_TEXT.x}" y="${y}" font-family="${FONT}" font-weight="${weight}" font-size="${+fitted.toFixed(1)}" fill="${fill}"` +
    ` textLength="${+length.toFixed(1)}" lengthAdjust="spacingAndGlyphs">${text}</text>`
  );
}

async function logo(measure: Measure, t: Theme, title: string): Promise<string> {
  const [first, ...rest] = title.toUpperCase().split(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48"><title>${title}</title>` +
    `<g transform="translate(2 6) scale(0.56)"><path fill="${THEMES[t].accent}" fill-rule="evenodd" d="${THEMES[t].crown}"/></g>` +
    (await logoLine(measure, first!, 21, 800, 17, '#ffffff')) +
    (await logoLine(measure, rest.join(' '), 40, 700, 13, THEMES[t].accent)) +
    '</svg>\n'
  );
}

function shareImage(t: Theme, title: string, subtitle: string): string {
  const th = THEMES[t];
  return (
    `<html><body style="margin:0"><div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 90px;display:flex;flex-direction:column;justify-content:center;` +
    `background:radial-gradient(circle at 85% 20%, ${th.accent}33 0 180px, transparent 181px),linear-gradient(135deg, ${th.bg}, ${th.bg2});font-family:${FONT};color:#fff">` +
    `<svg viewBox="0 0 64 64" width="150" height="150"><path fill="${th.accent}" fill-rule="evenodd" d="${THEMES[t].crown}"/></svg>` +
    `<div style="font-size:104px;font-weight:800;line-height:1;text-transform:uppercase;margin-top:28px;letter-spacing:2px">${title}</div>` +
    `<div style="font-size:38px;margin-top:24px;color:${th.accent};letter-spacing:4px;text-transform:uppercase">${subtitle}</div></div></body></html>`
  );
}

mkdirSync(join(out, 'og'), { recursive: true });
mkdirSync(join(out, 'logos'), { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
const shoot = async (html: string, file: string, size: { width: number; height: number }, type: 'jpeg' | 'png') => {
  await page.setViewportSize(size);
  await page.setContent(html);
  await page.screenshot({ path: join(out, file), type, ...(type === 'jpeg' ? { quality: 82 } : {}) });
};
const measure: Measure = (text, weight, size) =>
  page.evaluate(
    ({ text, font }) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = font;
      return context.measureText(text).width;
    },
    { text, font: `${weight} ${size}px ${FONT}` },
  );
const iconHtml = (t: Theme, px: number) =>
  `<html><body style="margin:0">${favicon(t).replace('<svg ', `<svg width="${px}" height="${px}" `)}</body></html>`;

/** An .ico holding one PNG, which every browser that asks for /favicon.ico reads. */
function ico(png: Buffer, px: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(px, 6);
  header.writeUInt8(px, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

for (const t of ['kl', 'ql'] as const) {
  writeFileSync(join(out, `mark-${t}.svg`), mark(t));
  writeFileSync(join(out, `favicon-${t}.svg`), favicon(t));
  await shoot(
    shareImage(t, THEMES[t].word, 'Tables · Matches · Teams · Players'),
    `generic-og-${t}.jpg`,
    { width: 1200, height: 630 },
    'jpeg',
  );
  for (const px of [180, 192, 512])
    await shoot(iconHtml(t, px), `icon-${t}-${px}.png`, { width: px, height: px }, 'png');
  await page.setViewportSize({ width: 32, height: 32 });
  await page.setContent(iconHtml(t, 32));
  writeFileSync(join(out, `favicon-${t}.ico`), ico(await page.screenshot({ type: 'png' }), 32));
}
for (const context of ['kings', 'queens'] as const) {
  const t: Theme = context === 'kings' ? 'kl' : 'ql';
  for (const region of regionsFor(context)) {
    writeFileSync(join(out, 'logos', `${t}-${region.slug}.svg`), await logo(measure, t, region.leagueTitle));
    await shoot(
      shareImage(t, region.leagueTitle, 'Tables · Matches · Teams · Players'),
      `og/${t}-${region.slug}.jpg`,
      { width: 1200, height: 630 },
      'jpeg',
    );
  }
}
await browser.close();
console.log(`images written to ${out}`);
