/** A team's colours as a page may paint with them, and the text colour that reads on the first. */
export interface TeamColors {
  /** The team's first colour (a neutral dark when it has none usable). */
  primary: string;
  /** The team's second colour, else the ink. */
  secondary: string;
  /** Black or white, whichever contrasts more with `primary` (never below 4.5:1). */
  ink: '#000000' | '#ffffff';
}

/** Colours reach a style attribute: only plain hex passes, so no value can add a declaration. */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NEUTRAL = '#2b2b36';

function hex(value: string | null | undefined): string | null {
  if (!value || !HEX.test(value)) return null;
  const digits = value.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function teamColors(first: string | null | undefined, second: string | null | undefined): TeamColors {
  const primary = hex(first) ?? NEUTRAL;
  // The ink that reads best; of black and white the better is at least 4.58:1 on any colour (AA).
  const ink = contrastRatio(primary, '#ffffff') >= contrastRatio(primary, '#000000') ? '#ffffff' : '#000000';
  return { primary, secondary: hex(second) ?? ink, ink };
}
