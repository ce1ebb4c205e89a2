import { describe, expect, it } from 'vitest';
import { coach, isGoalkeeper, isPresidentPlayer, president } from '../../../src/shared/league/staff.js';

type Row = { id: number; role: string | null };

const staffs: Row[] = [
  { id: 1, role: 'assistant' },
  { id: 2, role: 'coach' },
  { id: 3, role: 'president' },
  { id: 4, role: 'coach' },
];

describe('president and coach', () => {
  it.each([
    ['president', president, staffs, 3],
    ['the first coach', coach, staffs, 2],
    ['no president', president, [{ id: 5, role: 'coach' }], null],
    ['no coach', coach, [{ id: 6, role: null }], null],
    ['role is case-sensitive', president, [{ id: 7, role: 'President' }], null],
    ['empty list', coach, [], null],
    ['null list', president, null, null],
  ] as [string, (list: Row[] | null) => Row | null, Row[] | null, number | null][])('%s', (_label, pick, list, id) => {
    expect(pick(list)?.id ?? null).toBe(id);
  });
});

describe('isGoalkeeper', () => {
  it.each([
    ['goalkeeper', true],
    ['defender', false],
    ['forward', false],
    ['Goalkeeper', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (role, expected) => {
    expect(isGoalkeeper({ role })).toBe(expected);
  });
});

describe('isPresidentPlayer', () => {
  it.each([
    ['category president', { metaInformation: { category: 'president' } }, true],
    ['as JSON text', { metaInformation: '{"category":"president"}' }, true],
    ['ratings only', { metaInformation: { average: '75' } }, false],
    ['another category', { metaInformation: { category: 'draft' } }, false],
    ['null meta', { metaInformation: null }, false],
    ['plain text meta', { metaInformation: 'president' }, false],
    ['no meta', {}, false],
  ])('%s → %s', (_label, player, expected) => {
    expect(isPresidentPlayer(player)).toBe(expected);
  });
});
