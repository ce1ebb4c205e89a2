import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../src/shared/i18n/messages.js';

const t = createTranslate({
  plain: 'Tables',
  one: '{name} leads',
  two: '{a} vs {b}',
  twice: '{n} of {n}',
  adjacent: '{a}{b}',
  odd: 'a {not a var} {} {x-y}',
  rank: 'League rank {n}',
  'rank@women': 'never read in a men’s league',
});

describe('createTranslate', () => {
  it.each([
    ['plain', undefined, 'Tables'],
    ['plain', { n: 1 }, 'Tables'],
    ['one', { name: 'Ricardo López' }, 'Ricardo López leads'],
    ['one', {}, '{name} leads'],
    ['one', undefined, '{name} leads'],
    ['two', { a: 'ULT', b: 'XBU' }, 'ULT vs XBU'],
    ['two', { a: 'ULT' }, 'ULT vs {b}'],
    ['twice', { n: 3 }, '3 of 3'],
    ['adjacent', { a: 1, b: 2 }, '12'],
    ['odd', { x: 1 }, 'a {not a var} {} {x-y}'],
    ['rank', { n: 0 }, 'League rank 0'],
    ['one', { name: '{b}' }, '{b} leads'],
    ['missing.key', { n: 1 }, 'missing.key'],
  ] as const)('%s with %j reads %j', (key, vars, text) => {
    expect(t(key, vars)).toBe(text);
    expect(t(key, vars)).toBe(text);
  });
});
