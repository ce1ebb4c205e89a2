import { describe, expect, it } from 'vitest';
import { detectLanguage, localeCookie } from '../../../src/shared/i18n/detect.js';

describe('the locale cookie (docs/spec.md §9)', () => {
  it.each([
    [false, 'i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax'],
    [true, 'i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax; Secure'],
  ])('served over https: %s', (secure, cookie) => {
    expect(localeCookie('ar', secure)).toBe(cookie);
  });
});

describe('language detection: the cookie, then the browser languages, then es (docs/spec.md §2)', () => {
  it.each([
    ['it', 'fr', 'it'],
    ['xx', 'pt-BR, en;q=0.5', 'pt'],
    [undefined, 'ja, de;q=0.5, en;q=0.7', 'en'],
    [undefined, 'ja', 'es'],
    [undefined, undefined, 'es'],
    ['', ';;q=abc,,', 'es'],
  ] as const)('cookie %j, Accept-Language %j → %s', (cookie, accept, lang) => {
    expect(detectLanguage(cookie, accept)).toBe(lang);
  });
});
