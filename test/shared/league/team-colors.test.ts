import { describe, expect, it } from 'vitest';
import { contrastRatio, teamColors } from '../../../src/shared/league/team-colors.js';

/** WCAG contrast, computed independently of the module. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('team colours', () => {
  it.each([
    ['#fff68d', '#111111', { primary: '#fff68d', secondary: '#111111', ink: '#000000' }],
    ['#101920', '#ffffff', { primary: '#101920', secondary: '#ffffff', ink: '#ffffff' }],
    ['#ABC', null, { primary: '#aabbcc', secondary: '#000000', ink: '#000000' }],
    ['red;background:url(x)', '#12', { primary: '#2b2b36', secondary: '#ffffff', ink: '#ffffff' }],
    [null, '#ff0000ff', { primary: '#2b2b36', secondary: '#ffffff', ink: '#ffffff' }],
  ])('%s / %s', (first, second, expected) => {
    expect(teamColors(first, second)).toEqual(expected);
  });

  it.each([
    '#6f68f4',
    '#767676',
    '#7b7b7b',
    '#979797',
    '#ea4163',
    '#f6ab34',
    '#1932e0',
    '#31585a',
    '#777777',
    '#808080',
  ])('text on %s keeps at least 4.5:1', (color) => {
    expect(contrast(color, teamColors(color, null).ink)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast ratio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#6f68f4', '#000000', 4.96],
    ['#2b2b36', '#2b2b36', 1],
  ])('%s on %s is %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(a, b)).toBeCloseTo(contrast(a, b), 10);
  });
});
