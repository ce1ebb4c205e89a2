import { sampleRate } from '../shared/config/sentry.js';
import type { PublicConfig } from '../shared/ui/public-config.js';
import { importOrReload } from './chunk-reload.js';

/** Loaded only when a DSN is configured: the SDK is a separate chunk nobody else downloads. */
export async function startErrorReporting(sentry: NonNullable<PublicConfig['sentry']>): Promise<void> {
  const Sentry = await importOrReload(() => import('@sentry/browser'));
  const rate = sampleRate(sentry.environment);
  Sentry.init({
    dsn: sentry.dsn,
    environment: sentry.environment,
    tracesSampleRate: rate,
    tracePropagationTargets: sentry.tracePropagationTargets,
    replaysSessionSampleRate: rate,
    replaysOnErrorSampleRate: rate,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: false, blockAllMedia: false }),
    ],
  });
}
