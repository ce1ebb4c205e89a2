/** What every generated picture shares: escaped text, checked colours, and the opening tag. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HEX = /^#[0-9a-f]{6}$/i;
/** Only a `#rrggbb` colour reaches a picture: anything else (a url(), a typo) is the fallback. */
export const color = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** A colour mixed toward white (amount > 0) or black (amount < 0), for shades of a club's colour. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance, 0 (black) to 1 (white), to tell a dark colour from a light one. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const svgOpen = (width: number, height: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`;

export const FONT = 'font-family="Arial, Helvetica, sans-serif" font-weight="700"';
