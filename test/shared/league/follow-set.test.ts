import { describe, expect, it } from 'vitest';
import {
  FOLLOW_MAX,
  followKey,
  mergeFollow,
  parseFollow,
  serialiseFollow,
  strictFollow,
  toggleFollow,
} from '../../../src/shared/league/follow-set.js';
import { readStored, writeStored } from '../../../src/shared/ui/components/follow-store.js';

const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('parseFollow: stored or shared text, read leniently', () => {
  it.each([
    [null, []],
    [undefined, []],
    ['', []],
    ['12', [12]],
    ['12,34', [12, 34]],
    [' 12 , 34 ', [12, 34]],
    ['12,12,34', [12, 34]],
    ['12,abc,-3,0,07,1.5,34', [12, 34]],
    ['{"teams":[1,2]}', []],
    ['1234567890', []],
    [many(20).join(','), many(FOLLOW_MAX)],
  ])('%j → %j', (raw, ids) => {
    expect(parseFollow(raw)).toEqual(ids);
  });

  it('round-trips through serialiseFollow', () => {
    expect(parseFollow(serialiseFollow([5, 3, 99]))).toEqual([5, 3, 99]);
  });
});

describe('strictFollow: a request’s list, or null for a 400', () => {
  it.each([
    ['12', [12]],
    ['12,34', [12, 34]],
    [many(FOLLOW_MAX).join(','), many(FOLLOW_MAX)],
    ['', null],
    [undefined, null],
    [['1', '2'], null],
    ['12,', null],
    ['12,12', null],
    ['0', null],
    ['abc', null],
    ['1234567890', null],
    [many(FOLLOW_MAX + 1).join(','), null],
  ])('%j → %j', (raw, ids) => {
    expect(strictFollow(raw)).toEqual(ids);
  });
});

describe('toggleFollow and mergeFollow', () => {
  it('adds at the end, removes, and adds nothing past the cap', () => {
    expect(toggleFollow([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleFollow([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggleFollow(many(FOLLOW_MAX), 999)).toEqual(many(FOLLOW_MAX));
  });

  it('merges a shared set after the own one, once each, within the cap', () => {
    expect(mergeFollow([1, 2], [2, 3])).toEqual([1, 2, 3]);
    expect(mergeFollow(many(10), [50, 51, 52])).toEqual([...many(10), 50, 51]);
  });
});

describe('the stored set', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  };
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };

  it('is kept per league, so both sites on one host keep their own', () => {
    const storage = memory();
    expect(writeStored(storage, 'kings', [1, 2])).toBe(true);
    writeStored(storage, 'queens', [9]);
    expect(parseFollow(readStored(storage, 'kings'))).toEqual([1, 2]);
    expect(parseFollow(readStored(storage, 'queens'))).toEqual([9]);
    expect([...storage.map.keys()]).toEqual([followKey('kings'), followKey('queens')]);
  });

  it('reads as none, and says it did not write, when storage is refused or missing', () => {
    expect(readStored(refusing, 'kings')).toBeNull();
    expect(writeStored(refusing, 'kings', [1])).toBe(false);
    expect(readStored(undefined, 'kings')).toBeNull();
    expect(writeStored(undefined, 'kings', [1])).toBe(false);
  });
});
