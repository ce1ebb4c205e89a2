import { hydrateRoot } from 'react-dom/client';
import type { PageData } from '../shared/ui/public-config.js';
import { importOrReload } from './chunk-reload.js';
import { ClientApp } from './client-app.js';
import { startErrorReporting } from './error-reporting.js';
import { loadMessages } from './messages.js';

const data = JSON.parse(document.getElementById('__DATA__')!.textContent!) as PageData;
if (data.config.sentry) void startErrorReporting(data.config.sentry);

const messages = await importOrReload(() => loadMessages(data.state.lang));
hydrateRoot(document.getElementById('app')!, <ClientApp initial={{ state: data.state, messages }} />, {
  onRecoverableError: (error) => console.error('Hydration error:', error),
});
document.documentElement.dataset.hydrated = 'true';
