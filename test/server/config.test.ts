import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { ConfigError } from '../../src/server/errors.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      webContext: 'kings',
      upstreamUrl: null,
      cmsUrl: null,
      siteOrigin: 'https://kingsleague.pro',
      rootRedirect: null,
      logLevel: 'info',
      production: false,
      sentry: { dsn: null, environment: 'development' },
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    ['production', true],
    [' production ', true],
    ['development', false],
    ['test', false],
  ])('reads NODE_ENV=%s as production: %s', (value, production) => {
    expect(loadConfig({ NODE_ENV: value }).production).toBe(production);
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
    [{ WEB_CONTEXT: 'Kings' }, 'WEB_CONTEXT', "Wrong webContext param: 'Kings' (expected kings or queens)"],
    [{ PORT: '-1' }, 'PORT', "must be a port number (0-65535), got '-1'"],
    [{ PORT: '80.5' }, 'PORT', "got '80.5'"],
    [{ PORT: '0x50' }, 'PORT', "got '0x50'"],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT', "must be a port number (0-65535), got 'nine'"],
    [{ LOG_LEVEL: 'INFO' }, 'LOG_LEVEL', "must be one of fatal, error, warn, info, debug, trace, silent, got 'INFO'"],
    [{ CMS_URL: 'not a url' }, 'CMS_URL', "not a valid URL: 'not a url'"],
    [{ CMS_URL: 'mailto:news@cms.test?{region}' }, 'CMS_URL', 'must be an http(s) URL'],
    [{ SITE_ORIGIN: 'kingsleague.pro' }, 'SITE_ORIGIN', "not a valid URL: 'kingsleague.pro'"],
    [{ SITE_ORIGIN: 'file:///etc' }, 'SITE_ORIGIN', 'must be an http(s) URL'],
    [{ ROOT_REDIRECT: 'javascript:alert(1)' }, 'ROOT_REDIRECT', "must be an http(s) URL: 'javascript:alert(1)'"],
    [{ SENTRY_DSN: 'dsn' }, 'SENTRY_DSN', 'not a valid URL'],
    [{ CRM_ID: 'a b' }, 'CRM_ID', "got 'a b'"],
    [{ SESSION_RECORDING_ID: 'x'.repeat(65) }, 'SESSION_RECORDING_ID', 'letters, digits'],
    [{ PUSH_NOTIFICATIONS_ID: 'push/1' }, 'PUSH_NOTIFICATIONS_ID', 'letters, digits'],
    [{ COOKIE_CONSENT_ID: '<x>', WEB_CONTEXT: 'queens' }, 'COOKIE_CONSENT_ID', 'letters, digits'],
  ])('rejects %j naming %s', (env, variable, text) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message.startsWith(`${variable}: `)).toBe(true);
    expect((error as ConfigError).message).toContain(text);
  });

  it('reports the first problem in check order when several variables are wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', WEB_CONTEXT: 'princes', LOG_LEVEL: 'loud' })).toThrow(/^WEB_CONTEXT: /);
    expect(() => loadConfig({ PORT: 'abc', UPSTREAM_URL: 'x' })).toThrow(/^PORT: /);
  });

  it('takes blank values as unset and trims the others', () => {
    const config = loadConfig({
      PORT: ' ',
      WEB_CONTEXT: '',
      LOG_LEVEL: '  ',
      UPSTREAM_URL: ' http://api.test/v1/ ',
      HOST: ' 0.0.0.0 ',
    });
    expect(config).toMatchObject({
      port: 3000,
      webContext: 'kings',
      logLevel: 'info',
      upstreamUrl: 'http://api.test/v1',
      host: '0.0.0.0',
    });
  });

  it('freezes the nested parts too', () => {
    const config = loadConfig({ SENTRY_DSN: 'https://key@errors.test/1' });
    expect(Object.isFrozen(config.sentry)).toBe(true);
    expect(Object.isFrozen(config.scripts)).toBe(true);
    expect(config.sentry.dsn).toBe('https://key@errors.test/1');
  });

  it('accepts a path or an absolute URL as the root redirect', () => {
    expect(loadConfig({ ROOT_REDIRECT: '/en/espana' }).rootRedirect).toBe('/en/espana');
    expect(loadConfig({ ROOT_REDIRECT: 'https://kingsleague.pro/es' }).rootRedirect).toBe('https://kingsleague.pro/es');
  });

  it('keeps push notifications for kings and cookie consent for queens only', () => {
    const ids = { PUSH_NOTIFICATIONS_ID: 'push-1', COOKIE_CONSENT_ID: 'consent-1' };
    expect(loadConfig(ids).scripts).toMatchObject({ pushNotifications: 'push-1', cookieConsent: null });
    expect(loadConfig({ ...ids, WEB_CONTEXT: 'queens' }).scripts).toMatchObject({
      pushNotifications: null,
      cookieConsent: 'consent-1',
    });
  });

  it('takes SITE_ORIGIN as the share domain', () => {
    expect(loadConfig({ SITE_ORIGIN: 'https://staging.kingsleague.pro/' }).siteOrigin).toBe(
      'https://staging.kingsleague.pro',
    );
  });
});
