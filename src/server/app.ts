import { createServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { NO_JSON_SCHEMAS } from '../shared/api/no-json-schemas.js';
import { widgetOrigins } from '../shared/config/ecal.js';
import { LANGS } from '../shared/config/locales.js';
import { regionsFor } from '../shared/config/regions.js';
import { tracePropagationTargets } from '../shared/config/sentry.js';
import { prepareMatchFormats } from '../shared/i18n/dates.js';
import { assertKnownChecks } from '../shared/routing/checks.js';
import { ROUTES } from '../shared/routing/routes.js';
import { loadAllPages } from '../shared/ui/pages/index.js';
import type { PublicConfig } from '../shared/ui/public-config.js';
import type { Config } from './config.js';
import { createDataLayer, type DataLayer } from './data/index.js';
import { createMediaSource } from './data/media-source.js';
import { type ErrorReporter, NO_REPORTER } from './error-reporter.js';
import { ConfigError } from './errors.js';
import { clientErrorHandler } from './http/client-errors.js';
import { countInFlight, type InFlight } from './http/in-flight.js';
import { doorThenFastify, type PageDoor, pageDoor } from './http/page-door.js';
import { requestIdOf } from './http/request-id.js';
import { instanceStatus } from './instance-status.js';
import { loadAllLoaders } from './loaders/index.js';
import { type Catalog, loadCatalog } from './messages.js';
import { PATHS } from './paths.js';
import appManifest from './plugins/app-manifest.js';
import calendars from './plugins/calendars.js';
import errorPages from './plugins/error-pages.js';
import follow from './plugins/follow.js';
import health from './plugins/health.js';
import live from './plugins/live.js';
import media from './plugins/media.js';
import metrics from './plugins/metrics.js';
import newsFeed from './plugins/news-feed.js';
import pages from './plugins/pages.js';
import payload from './plugins/payload.js';
import requestLog from './plugins/request-log.js';
import rootRedirect from './plugins/root-redirect.js';
import searchSuggestions from './plugins/search-suggestions.js';
import securityHeaders from './plugins/security-headers.js';
import shareImages from './plugins/share-images.js';
import sitemap from './plugins/sitemap.js';
import staticFiles, { type StaticOptions } from './plugins/static-files.js';
import { readiness } from './readiness.js';
import { recentAnswers } from './recent-answers.js';
import { type AssetManifest, readManifest } from './render/assets.js';
import { createPageCache, DegradedRender, type PageCache } from './render/page-cache.js';
import { PartCache } from './render/part-cache.js';
import { thirdPartyScripts } from './render/third-party.js';

export interface AppDeps {
  config: Readonly<Config>;
  catalog?: Catalog;
  assets?: AssetManifest;
  clock?: () => Date;
  reporter?: ErrorReporter;
  pageCache?: PageCache;
  /** The time a page may take for all its data calls together. */
  pageDeadlineMs?: number;
  /** Where the client build and the public files are read from; by default dist/client and public/. */
  files?: StaticOptions;
  /** The league data; by default built from config.upstreamUrl (main.ts points it at the embedded API). */
  data?: DataLayer | null;
  /** Pino options or false (tests); or a ready logger instance. */
  logger?: boolean | object;
  loggerInstance?: FastifyBaseLogger;
  /**
   * Ask the league API for the context's season clusters as the site is set up, before it listens:
   * every region page's first call, so a new replica's first visitors do not wait for it
   * (serve.ts; tests count their calls and leave it off).
   */
  readClustersAtStart?: boolean;
}

/** A page's data calls share one deadline; past it the page is unavailable (or its last good copy). */
export const PAGE_DEADLINE_MS = 5000;
/**
 * On SIGTERM in-flight pages finish within their deadline; this grace outlasts it, so they drain
 * and the process exits 0. The orchestrators' stop timeouts in deploy/ are sized on it.
 */
export const SHUTDOWN_GRACE_MS = PAGE_DEADLINE_MS + 5_000;

function publicConfig(config: Config): PublicConfig {
  return {
    sentry: config.sentry.dsn
      ? {
          dsn: config.sentry.dsn,
          environment: config.sentry.environment,
          tracePropagationTargets: tracePropagationTargets(),
        }
      : null,
    pushNotificationsAppId: config.scripts.pushNotifications,
  };
}

/**
 * How long a step of the warming after start-up waits at most for no page to be in flight: under
 * a steady stream of pages it must still get done.
 */
export const WARM_WAIT_MS = 250;

/** When, after the site listens, the date formatters of every language start being made. */
const FORMATS_AFTER_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests the site's server is answering, for work that can wait for none. */
    inFlight: InFlight;
  }
}

/** Builds the site; never listens (main.ts does), so tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  assertKnownChecks(ROUTES);
  const regions = regionsFor(config.webContext);
  if (regions.length === 0) throw new ConfigError('WEB_CONTEXT', 'Wrong webContext param');
  // Every page kind's component and loader, found by name beside the others (docs/decisions/0014-page-kinds.md).
  await Promise.all([loadAllPages(), loadAllLoaders()]);

  const pageCache =
    deps.pageCache ??
    createPageCache({
      maxBytes: 64 * 1024 * 1024,
      // A degraded render's cause is logged where the data failed; the page itself stays out of the log.
      onRefreshError: (key, err) =>
        err instanceof DegradedRender
          ? app.log.warn({ key, status: err.page.status }, 'background render degraded, the kept copy stays')
          : app.log.error({ err, key }, 'background render failed'),
    });
  // Set once every plugin is in: until then every request goes through Fastify.
  let door: PageDoor = () => false;
  let inFlight: InFlight | undefined;
  const app: FastifyInstance = Fastify({
    schemaController: NO_JSON_SCHEMAS,
    serverFactory: (handler, options) => {
      const timeouts = options as unknown as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      const server = createServer(
        doorThenFastify(
          () => door,
          handler,
          (err) => app.log.error({ err }, 'page door failed'),
        ),
      );
      inFlight = countInFlight(server);
      // What Fastify does to the server it makes itself.
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? { level: config.logLevel } }),
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL that cannot be decoded goes to the error handler: a 400 page, not JSON. No hook ran
    // for it, so its security headers and the cookies its language may come from are set here.
    frameworkErrors: (error, request, reply) => {
      app.applySecurityHeaders(request, reply);
      request.cookies = app.parseCookie(request.headers.cookie ?? '');
      return app.sendErrorPage(request, reply, error.statusCode ?? 400);
    },
    clientErrorHandler: clientErrorHandler({
      page: (status) => app.unreadRequestPage(status),
      securityHeaders: () => app.securityHeaders,
      log: (err, status) => app.log.info({ err: err.message, status }, 'unreadable request'),
    }),
    trustProxy: true,
    bodyLimit: 1024,
    requestTimeout: 30_000,
    genReqId: (request) => requestIdOf(request.headers),
  });

  const scripts = thirdPartyScripts(config);
  const sentryOrigin = config.sentry.dsn ? [new URL(config.sentry.dsn).origin] : [];
  const renderDeps = {
    catalog: deps.catalog ?? loadCatalog(config.webContext),
    assets: deps.assets ?? readManifest(),
    scripts,
    publicConfig: publicConfig(config),
    keptParts: new PartCache(),
  };

  // Fastify() made its server above, through serverFactory.
  app.decorate('inFlight', inFlight as InFlight);
  // Made a second after the site listens, not before, and between pages: start-up is what a new
  // replica on match day waits for, and its first pages what the visitors sent to it wait for
  // (each makes the few formatters it needs itself).
  app.addHook('onListen', async () => {
    setTimeout(
      () =>
        void prepareMatchFormats(
          LANGS,
          regions.map((r) => r.timeZone),
          () => app.inFlight.whenIdle(WARM_WAIT_MS),
        ),
      FORMATS_AFTER_MS,
    ).unref();
  });
  // Parses the Cookie header once per request, before any route reads the locale cookie.
  await app.register(fastifyCookie);
  await app.register(requestLog);
  await app.register(metrics);
  // Every page answer, through Fastify or the door, counts towards readiness (readiness.ts).
  const pageAnswers = recentAnswers();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.htmlCache) pageAnswers.record(reply.statusCode);
    done();
  });
  const clock = deps.clock ?? (() => new Date());
  await app.register(errorPages, { ...renderDeps, config, clock, reporter: deps.reporter ?? NO_REPORTER });
  await app.register(securityHeaders, {
    scriptOrigins: [...scripts.map((s) => s.origin), ...widgetOrigins(config.webContext)],
    connectOrigins: sentryOrigin,
  });
  const data =
    deps.data !== undefined
      ? deps.data
      : config.upstreamUrl
        ? createDataLayer({
            origin: config.upstreamUrl,
            cmsUrl: config.cmsUrl,
            context: config.webContext,
            logger: app.log,
            registry: app.metrics,
          })
        : null;
  // A failure is the data layer's to log and count; the first page asks again.
  if (deps.readClustersAtStart) void data?.competition.season().catch(() => undefined);
  app.addHook('onClose', async () => data?.close());
  const instance = instanceStatus({ data, pageCache, startedAt: new Date() });
  await app.register(health, { readiness: () => readiness(data, pageAnswers.counts()), instance });
  const files = deps.files ?? { assetsDir: `${PATHS.client}/assets`, publicDir: PATHS.public };
  await app.register(staticFiles, files);
  await app.register(appManifest, { context: config.webContext, publicDir: files.publicDir });
  // Crests and pictures are kept once, for browsers (/media) and for the share images drawn with them.
  const mediaSource = config.upstreamUrl ? createMediaSource(config.upstreamUrl) : null;
  if (mediaSource) {
    app.addHook('onClose', () => mediaSource.close());
    await app.register(media, { source: mediaSource });
  }
  await app.register(live, { context: config.webContext, data, clock });
  await app.register(follow, { context: config.webContext, data, clock });
  await app.register(calendars, {
    context: config.webContext,
    data,
    catalog: renderDeps.catalog,
    origin: config.siteOrigin,
    clock,
  });
  const deadlineMs = deps.pageDeadlineMs ?? PAGE_DEADLINE_MS;
  await app.register(sitemap, { context: config.webContext, origin: config.siteOrigin, data, clock, deadlineMs });
  await app.register(searchSuggestions, {
    context: config.webContext,
    catalog: renderDeps.catalog,
    data,
    clock,
    deadlineMs,
  });
  await app.register(rootRedirect, { rootRedirect: config.rootRedirect });
  const pageDeps = {
    config,
    clock,
    data,
    instance,
    deadlineMs,
    catalog: renderDeps.catalog,
  };
  await app.register(payload, { ...pageDeps, assets: renderDeps.assets });
  if (mediaSource) await app.register(shareImages, { ...pageDeps, media: mediaSource });
  await app.register(newsFeed, { config, catalog: renderDeps.catalog, data });
  await app.register(pages, { ...renderDeps, ...pageDeps, pageCache });
  door = pageDoor({
    context: config.webContext,
    pageCache,
    securityHeaders: app.securityHeaders,
    log: app.log,
    observe: (route, status, seconds) => {
      app.observeResponse(route, status, seconds);
      pageAnswers.record(status);
    },
  });
  return app;
}
