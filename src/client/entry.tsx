import { hydrateRoot } from 'react-dom/client';
import { App } from '../shared/ui/app.js';
import type { PageData } from '../shared/ui/public-config.js';
import { startErrorReporting } from './error-reporting.js';
import { loadMessages } from './messages.js';

const data = JSON.parse(document.getElementById('__DATA__')!.textContent!) as PageData;
if (data.config.sentry) void startErrorReporting(data.config.sentry);

const messages = await loadMessages(data.state.lang);
hydrateRoot(document.getElementById('app')!, <App state={data.state} messages={messages} />, {
  onRecoverableError: (error) => console.error('Hydration error:', error),
});
document.documentElement.dataset.hydrated = 'true';
