import * as z from 'zod';
import { CONTEXTS, WEB_CONTEXTS, type WebContext } from '../shared/config/contexts.js';
import { ConfigError } from './errors.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const SCRIPT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Third-party script ids (docs/spec.md §1); a script loads only when its id is set. */
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
  /** Prometheus metrics listen here, apart from the site: loopback unless told otherwise. */
  metricsPort: number;
  metricsHost: string;
  webContext: WebContext;
  /** The league API root; null: the embedded league API. */
  upstreamUrl: string | null;
  /** A template with `{region}` that overrides every region's cmsKey. */
  cmsUrl: string | null;
  siteOrigin: string;
  rootRedirect: string | null;
  logLevel: LogLevel;
  /** NODE_ENV=production, as `npm start` and the image run: what is merely noted elsewhere is warned of. */
  production: boolean;
  sentry: { dsn: string | null; environment: string };
  scripts: ScriptIds;
}

type Env = Record<string, string | undefined>;

const got = (issue: { input?: unknown }) => `got '${String(issue.input)}'`;

/** A variable set to blanks is as good as unset: deployment templates often leave them empty. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null);
const textOr = (fallback: string) => text.transform((value) => value ?? fallback);

function checkHttpUrl(value: string, ctx: z.RefinementCtx<string | null>): string {
  let url: URL;
  try {
    url = new URL(value.replace('{region}', 'region'));
  } catch {
    ctx.addIssue({ code: 'custom', message: `not a valid URL: '${value}'` });
    return value;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    ctx.addIssue({ code: 'custom', message: `must be an http(s) URL: '${value}'` });
  return value.replace(/\/+$/, '');
}

const httpUrl = text.transform((value, ctx) => (value === null ? null : checkHttpUrl(value, ctx)));

const scriptId = text.refine((value) => value === null || SCRIPT_ID.test(value), {
  error: (issue) => `must be letters, digits, '-' or '_', ${got(issue)}`,
});

const port = (fallback: string) =>
  textOr(fallback)
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, {
      error: (issue) => `must be a port number (0-65535), ${got(issue)}`,
    })
    .transform(Number);

/** Key order is check order: the first problem found is the one reported. */
const ENV = z.object({
  WEB_CONTEXT: textOr('kings').pipe(
    z.enum(WEB_CONTEXTS, {
      error: (issue) => `Wrong webContext param: '${String(issue.input)}' (expected kings or queens)`,
    }),
  ),
  LOG_LEVEL: textOr('info').pipe(
    z.enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, ${got(issue)}` }),
  ),
  CMS_URL: httpUrl.refine((value) => value === null || value.includes('{region}'), {
    error: "must contain '{region}'",
  }),
  SITE_ORIGIN: httpUrl.transform((value) => (value === null ? null : new URL(value).origin)),
  PORT: port('3000'),
  HOST: textOr('localhost'),
  METRICS_PORT: port('9464'),
  METRICS_HOST: textOr('127.0.0.1'),
  UPSTREAM_URL: httpUrl,
  // A path stays on the site; anything else must be a full http(s) URL, so `//host` is refused.
  ROOT_REDIRECT: text.transform((value, ctx) =>
    value === null || /^\/(?!\/)/.test(value) ? value : checkHttpUrl(value, ctx),
  ),
  NODE_ENV: text,
  SENTRY_DSN: httpUrl,
  SENTRY_ENVIRONMENT: textOr('development'),
  TAG_MANAGER_ID: scriptId,
  CRM_ID: scriptId,
  SESSION_RECORDING_ID: scriptId,
  PUSH_NOTIFICATIONS_ID: scriptId,
  COOKIE_CONSENT_ID: scriptId,
});

/** Reads the environment once; every problem names its variable. The result is frozen. */
export function loadConfig(env: Env = process.env): Readonly<Config> {
  const parsed = ENV.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid', {
      cause: parsed.error,
    });
  }
  const e = parsed.data;
  const context = e.WEB_CONTEXT;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    webContext: context,
    upstreamUrl: e.UPSTREAM_URL,
    cmsUrl: e.CMS_URL,
    siteOrigin: e.SITE_ORIGIN ?? CONTEXTS[context].domain,
    rootRedirect: e.ROOT_REDIRECT,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    sentry: Object.freeze({ dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT }),
    scripts: Object.freeze({
      tagManager: e.TAG_MANAGER_ID,
      crm: e.CRM_ID,
      sessionRecording: e.SESSION_RECORDING_ID,
      pushNotifications: context === 'kings' ? e.PUSH_NOTIFICATIONS_ID : null,
      cookieConsent: context === 'queens' ? e.COOKIE_CONSENT_ID : null,
    }),
  });
}
