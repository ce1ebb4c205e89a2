import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/plugins/security-headers.js';
import { THEME_SCRIPT_HASH } from '../../src/server/render/theme-script.js';
import { ECAL_ORIGIN } from '../../src/shared/config/ecal.js';
import { testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
  app.get('/test-failure', async () => {
    throw new Error('a handler that fails');
  });
});
afterAll(() => app.close());

const directives = (header: unknown) => String(header).split(/;\s*/).filter(Boolean);

describe('security headers on every response', () => {
  it.each([
    ['a page', 'GET', '/en/stores', 200],
    ['a page whose data is unavailable', 'GET', '/en/espana', 503],
    ['JSON', 'GET', '/healthz', 200],
    ['a public file', 'GET', '/robots.txt', 200],
    ['an unknown page', 'GET', '/en/no-such-page', 404],
    ['a missing image', 'GET', '/img/no-such.png', 404],
    ['another method', 'POST', '/en/espana', 405],
    ['a URL that cannot be decoded', 'GET', '/en/espana/%E0%A4%A', 400],
    ['a lone percent sign', 'GET', '/%', 400],
    ['a path too long', 'GET', `/en/${'a'.repeat(3000)}`, 414],
    ['a failing handler', 'GET', '/test-failure', 500],
  ] as const)('%s (%s %s → %i)', async (_name, method, url, status) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    });
    expect(directives(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the whole policy, directive for directive', async () => {
    const res = await app.inject({ url: '/en/espana' });
    const expected = Object.entries(contentSecurityPolicy({ scriptOrigins: [ECAL_ORIGIN], connectOrigins: [] })).map(
      ([name, values]) => `${name} ${values.join(' ')}`,
    );
    expect(directives(res.headers['content-security-policy'])).toEqual(expected);
    expect(expected).toEqual([
      "default-src 'self'",
      `script-src 'self' ${THEME_SCRIPT_HASH} https://sync.ecal.com`,
      "style-src 'self'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: https: https://sync.ecal.com",
      "connect-src 'self' https://sync.ecal.com",
      "font-src 'self'",
      // Exactly the click-to-load embeds' frame hosts: a frame of any other host stays blocked.
      "frame-src 'self' https://sync.ecal.com https://www.youtube-nocookie.com https://player.twitch.tv https://clips.twitch.tv https://www.tiktok.com https://platform.twitter.com https://www.instagram.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('lets configured third-party and error-reporting origins in', async () => {
    const withVendors = await testApp({ TAG_MANAGER_ID: 'GTM-TEST', SENTRY_DSN: 'https://key@errors.example.test/1' });
    const res = await withVendors.inject({ url: '/%' });
    expect(res.statusCode).toBe(400);
    const policy = directives(res.headers['content-security-policy']);
    expect(policy).toContain(
      `script-src 'self' ${THEME_SCRIPT_HASH} https://www.googletagmanager.com https://sync.ecal.com`,
    );
    expect(policy).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://sync.ecal.com https://errors.example.test",
    );
    await withVendors.close();
  });
});
