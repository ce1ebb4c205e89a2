import { CONTEXTS, isWebContext, type WebContext } from '../shared/config/contexts.js';
import { ConfigError } from './errors.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const SCRIPT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Third-party script ids (SPEC.md §1); a script loads only when its id is set. */
export interface ScriptIds {
  tagManager: string | null;
  crm: string | null;
  sessionRecording: string | null;
  /** Kings only. */
  pushNotifications: string | null;
  /** Queens only. */
  cookieConsent: string | null;
}

export interface Config {
  port: number;
  host: string;
  webContext: WebContext;
  /** The league API root; null: the embedded league API. */
  upstreamUrl: string | null;
  /** A template with `{region}` that overrides every region's cmsKey. */
  cmsUrl: string | null;
  siteOrigin: string;
  rootRedirect: string | null;
  logLevel: LogLevel;
  sentry: { dsn: string | null; environment: string };
  scripts: ScriptIds;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function httpUrl(env: Env, name: string): string | null {
  const value = text(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value.replace('{region}', 'region'));
  } catch (cause) {
    throw new ConfigError(name, `not a valid URL: '${value}'`, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, `must be an http(s) URL: '${value}'`);
  return value.replace(/\/+$/, '');
}

function port(env: Env): number {
  const value = text(env, 'PORT') ?? '3000';
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new ConfigError('PORT', `must be a port number (0-65535), got '${value}'`);
  return n;
}

function webContext(env: Env): WebContext {
  const value = text(env, 'WEB_CONTEXT') ?? 'kings';
  if (!isWebContext(value)) throw new ConfigError('WEB_CONTEXT', `Wrong webContext param: '${value}' (expected kings or queens)`);
  return value;
}

function rootRedirect(env: Env): string | null {
  const value = text(env, 'ROOT_REDIRECT');
  if (value === null) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  return httpUrl(env, 'ROOT_REDIRECT');
}

function scriptId(env: Env, name: string, allowed = true): string | null {
  const value = text(env, name);
  if (value === null || !allowed) return null;
  if (!SCRIPT_ID.test(value)) throw new ConfigError(name, `must be letters, digits, '-' or '_', got '${value}'`);
  return value;
}

/** Reads the environment once; every problem names its variable. The result is frozen. */
export function loadConfig(env: Env = process.env): Readonly<Config> {
  const context = webContext(env);
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  const cmsUrl = httpUrl(env, 'CMS_URL');
  if (cmsUrl !== null && !cmsUrl.includes('{region}')) throw new ConfigError('CMS_URL', "must contain '{region}'");
  const siteOrigin = httpUrl(env, 'SITE_ORIGIN');
  return Object.freeze({
    port: port(env),
    host: text(env, 'HOST') ?? 'localhost',
    webContext: context,
    upstreamUrl: httpUrl(env, 'UPSTREAM_URL'),
    cmsUrl,
    siteOrigin: siteOrigin ? new URL(siteOrigin).origin : CONTEXTS[context].domain,
    rootRedirect: rootRedirect(env),
    logLevel,
    sentry: Object.freeze({ dsn: httpUrl(env, 'SENTRY_DSN'), environment: text(env, 'SENTRY_ENVIRONMENT') ?? 'development' }),
    scripts: Object.freeze({
      tagManager: scriptId(env, 'TAG_MANAGER_ID'),
      crm: scriptId(env, 'CRM_ID'),
      sessionRecording: scriptId(env, 'SESSION_RECORDING_ID'),
      pushNotifications: scriptId(env, 'PUSH_NOTIFICATIONS_ID', context === 'kings'),
      cookieConsent: scriptId(env, 'COOKIE_CONSENT_ID', context === 'queens'),
    }),
  });
}
