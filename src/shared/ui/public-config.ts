/** The part of the server configuration the browser receives. */
export interface PublicConfig {
  sentry: { dsn: string; environment: string; tracePropagationTargets: string[] } | null;
  pushNotificationsAppId: string | null;
}

export interface PageData {
  state: import('./state.js').PageState;
  config: PublicConfig;
  /** The page's message chunks: the browser hydrates with their messages, as the server rendered. */
  messages: string[];
}
