import { describe, expect, it } from 'vitest';
import { keptBeside, lastMade, mappedOnce, remembered } from '../../src/shared/memo.js';

describe('memo helpers', () => {
  it('maps a cached object once', () => {
    let made = 0;
    const view = mappedOnce((source: { n: number }) => ({ twice: source.n * 2, made: ++made }));
    const a = { n: 1 };
    expect(view(a)).toBe(view(a));
    expect(view({ n: 1 })).not.toBe(view(a));
    expect(made).toBe(2);
  });

  it('keeps values beside an object by key', () => {
    const kept = keptBeside<object, string>();
    const a = {};
    expect(kept(a, 'x', () => 'one')).toBe('one');
    expect(kept(a, 'x', () => 'two')).toBe('one');
    expect(kept(a, 'y', () => 'three')).toBe('three');
    expect(kept({}, 'x', () => 'four')).toBe('four');
  });

  it('remembers two generations of its size, keeping what is still asked for', () => {
    const value = remembered<number>(2);
    let made = 0;
    const ask = (key: string) => value(key, () => ++made);
    expect([ask('a'), ask('b'), ask('a')]).toEqual([1, 2, 1]);
    // The newer generation is full: it becomes the older, and `a` asked again moves back.
    expect([ask('c'), ask('a')]).toEqual([3, 1]);
    // Another turn-over forgets `b`, asked for in neither of the last two generations.
    expect([ask('d'), ask('b')]).toEqual([4, 5]);
    expect(made).toBe(5);
  });

  it('keeps the last value made from an object and the same inputs, and makes it again when one changes', () => {
    const last = lastMade<object, { made: number }>();
    let made = 0;
    const source = {};
    const other = {};
    const first = last(source, '', [other, 'Europe/Madrid', 3], () => ({ made: ++made }));
    expect(last(source, '', [other, 'Europe/Madrid', 3], () => ({ made: ++made }))).toBe(first);
    expect(last(source, '', [{}, 'Europe/Madrid', 3], () => ({ made: ++made })).made).toBe(2);
    expect(last(source, '', [{}, 'Europe/Madrid', 4], () => ({ made: ++made })).made).toBe(3);
    expect(last(source, '', [null, 'Europe/Madrid'], () => ({ made: ++made })).made).toBe(4);
    expect(last(source, '', [null, 'Europe/Madrid'], () => ({ made: ++made })).made).toBe(4);
    expect(last({}, '', [null, 'Europe/Madrid'], () => ({ made: ++made })).made).toBe(5);
    expect(last(source, 'page 2', [null, 'Europe/Madrid'], () => ({ made: ++made })).made).toBe(6);
    expect(last(source, '', [null, 'Europe/Madrid'], () => ({ made: ++made })).made).toBe(4);
  });
});
