import { describe, expect, it } from 'vitest';
import { isGroupedLegend, type Legend, legendFor, parseMeta, toLegend } from '../../../src/shared/league/legends.js';

const semi = { color: 'green', placement: 'playoff:semifinal' };
const quarter = { color: 'blue', placement: 'playoff:quarterfinal' };
const out = { color: 'red', placement: 'out' };
const flat: Legend = [semi, quarter, null, out];
const groupA = [semi, semi];
const groupB = [quarter];
const grouped: Legend = [groupA, groupB];

describe('isGroupedLegend', () => {
  it.each([
    ['flat', flat, false],
    ['grouped', grouped, true],
    ['grouped with an empty first group', [[], [semi]] as Legend, true],
    ['flat starting with a null position', [null, [semi]] as unknown as Legend, false],
    ['empty', [], false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, legend, expected) => {
    expect(isGroupedLegend(legend)).toBe(expected);
  });
});

describe('legendFor', () => {
  it.each([
    ['grouped, group 0', grouped, 0, groupA],
    ['grouped, group 1', grouped, 1, groupB],
    ['grouped, group 2 has none: the first', grouped, 2, groupA],
    ['grouped, negative index: the first', grouped, -1, groupA],
    ['flat, group 0', flat, 0, flat],
    ['flat, group 3', flat, 3, flat],
    ['null', null, 0, []],
    ['empty', [], 1, []],
  ])('%s', (_label, legend, index, expected) => {
    expect(legendFor(legend, index)).toEqual(expected);
  });

  it('keeps an empty legend that a group does have', () => {
    expect(legendFor([groupA, []], 1)).toEqual([]);
  });
});

describe('parseMeta', () => {
  it.each([
    ['JSON list text', '[{"color":"green","placement":"playoff:semifinal"}]', [semi]],
    ['JSON object text', '{"name":"Partner","url":"https://x.test"}', { name: 'Partner', url: 'https://x.test' }],
    ['number text', '75', 75],
    ['JSON string text', '"x"', 'x'],
    ['plain text is kept', 'https://youtu.be/abc', 'https://youtu.be/abc'],
    ['broken JSON is kept', '[{"color":', '[{"color":'],
    ['empty text is kept', '', ''],
    ['a number as is', 12, 12],
    ['false as is', false, false],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('%s', (_label, value, expected) => {
    expect(parseMeta(value)).toEqual(expected);
  });

  it('returns an object it is given as the same object', () => {
    const value = { a: 1 };
    expect(parseMeta(value)).toBe(value);
  });
});

describe('toLegend', () => {
  it.each([
    ['a legend', flat, flat],
    ['a grouped legend as text', JSON.stringify(grouped), grouped],
    ['an object', { color: 'green' }, null],
    ['broken text', '[', null],
    ['null', null, null],
  ])('%s', (_label, value, expected) => {
    expect(toLegend(value)).toEqual(expected);
  });
});
