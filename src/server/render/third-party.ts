import type { Config } from '../config.js';

export interface ExternalScript {
  src: string;
  origin: string;
  attrs?: Record<string, string>;
}

const e = encodeURIComponent;

/** The third-party scripts of docs/spec.md §1, each only when its id is configured. */
export function thirdPartyScripts(config: Pick<Config, 'scripts'>): ExternalScript[] {
  const s = config.scripts;
  const list: (ExternalScript | null)[] = [
    s.cookieConsent
      ? {
          src: 'https://consent.cookiebot.com/uc.js',
          origin: 'https://consent.cookiebot.com',
          attrs: { 'data-cbid': s.cookieConsent },
        }
      : null,
    s.tagManager
      ? {
          src: `https://www.googletagmanager.com/gtm.js?id=${e(s.tagManager)}`,
          origin: 'https://www.googletagmanager.com',
        }
      : null,
    s.crm ? { src: `https://js.hs-scripts.com/${e(s.crm)}.js`, origin: 'https://js.hs-scripts.com' } : null,
    s.sessionRecording
      ? {
          src: `https://static.hotjar.com/c/hotjar-${e(s.sessionRecording)}.js?sv=6`,
          origin: 'https://static.hotjar.com',
        }
      : null,
    s.pushNotifications
      ? {
          src: 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js',
          origin: 'https://cdn.onesignal.com',
          attrs: { 'data-app-id': s.pushNotifications },
        }
      : null,
  ];
  return list.filter((x): x is ExternalScript => x !== null);
}
