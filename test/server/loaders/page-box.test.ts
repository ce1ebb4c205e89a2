import { describe, expect, it } from 'vitest';
import { pageBox } from '../../../src/server/loaders/page-box.js';

describe('a CMS page boxed for its page data', () => {
  it('gives the same cached page the same box, so its kept JSON is found again', () => {
    const page = { title: 'Contact' };
    expect(pageBox(page)).toBe(pageBox(page));
    expect(pageBox(page)).toEqual({ page });
    expect(pageBox({ title: 'Contact' })).not.toBe(pageBox(page));
  });

  it('tells a page the CMS does not have from one it could not read', () => {
    expect(pageBox(null)).toEqual({ page: null });
    expect(Object.isFrozen(pageBox(null)) && Object.isFrozen(pageBox({}))).toBe(true);
  });
});
