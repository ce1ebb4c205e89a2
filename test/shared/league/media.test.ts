import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../src/shared/league/media.js';

describe('mediaUrl', () => {
  it.each([
    [{ url: '/media/teams/1.svg' }, '/media/teams/1.svg'],
    [{ url: 'https://cdn.example.org/crest.png' }, 'https://cdn.example.org/crest.png'],
    [{ url: 'javascript:alert(1)' }, null],
    [{ url: 'http://insecure.example.org/a.png' }, null],
    [{ url: '/media/../etc/passwd' }, null],
    [{ url: '//evil.example.org/a.png' }, null],
    [{ url: 'https://x.example.org/a.png" onerror="x' }, null],
    [{ url: null }, null],
    [null, null],
  ])('%j → %s', (image, expected) => {
    expect(mediaUrl(image)).toBe(expected);
  });
});
