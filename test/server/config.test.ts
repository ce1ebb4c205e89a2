import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { ConfigError } from '../../src/server/errors.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000, host: 'localhost', webContext: 'kings', upstreamUrl: null, cmsUrl: null, siteOrigin: 'https://kingsleague.pro',
      rootRedirect: null, logLevel: 'info', sentry: { dsn: null, environment: 'development' },
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('uses the queens domain in the queens context', () => {
    expect(loadConfig({ WEB_CONTEXT: 'queens' }).siteOrigin).toBe('https://queensleague.pro');
  });

  it.each([
    [{ WEB_CONTEXT: 'princes' }, 'WEB_CONTEXT', 'Wrong webContext param'],
    [{ PORT: 'abc' }, 'PORT', 'port number'],
    [{ PORT: '70000' }, 'PORT', 'port number'],
    [{ UPSTREAM_URL: 'not a url' }, 'UPSTREAM_URL', 'not a valid URL'],
    [{ UPSTREAM_URL: 'ftp://x.test' }, 'UPSTREAM_URL', 'http(s)'],
    [{ CMS_URL: 'http://cms.test/wp' }, 'CMS_URL', '{region}'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'must be one of'],
    [{ ROOT_REDIRECT: '//evil.test' }, 'ROOT_REDIRECT', 'not a valid URL'],
    [{ TAG_MANAGER_ID: 'GTM-1"><script>' }, 'TAG_MANAGER_ID', 'letters, digits'],
  ])('rejects %j naming %s', (env, variable, text) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
    expect((error as ConfigError).message).toContain(text);
  });

  it('accepts a path or an absolute URL as the root redirect', () => {
    expect(loadConfig({ ROOT_REDIRECT: '/en/espana' }).rootRedirect).toBe('/en/espana');
    expect(loadConfig({ ROOT_REDIRECT: 'https://kingsleague.pro/es' }).rootRedirect).toBe('https://kingsleague.pro/es');
  });

  it('keeps push notifications for kings and cookie consent for queens only', () => {
    const ids = { PUSH_NOTIFICATIONS_ID: 'push-1', COOKIE_CONSENT_ID: 'consent-1' };
    expect(loadConfig(ids).scripts).toMatchObject({ pushNotifications: 'push-1', cookieConsent: null });
    expect(loadConfig({ ...ids, WEB_CONTEXT: 'queens' }).scripts).toMatchObject({ pushNotifications: null, cookieConsent: 'consent-1' });
  });

  it('takes SITE_ORIGIN as the share domain', () => {
    expect(loadConfig({ SITE_ORIGIN: 'https://staging.kingsleague.pro/' }).siteOrigin).toBe('https://staging.kingsleague.pro');
  });
});
