import { hydrateRoot } from 'react-dom/client';
import { loadShown } from '../shared/ui/pages/index.js';
import type { PageData } from '../shared/ui/public-config.js';
import { importOrReload } from './chunk-reload.js';
import { ClientApp } from './client-app.js';
import { startErrorReporting } from './error-reporting.js';
import { loadMessages } from './messages.js';

const data = JSON.parse(document.getElementById('__DATA__')!.textContent!) as PageData;
if (data.config.sentry) void startErrorReporting(data.config.sentry);

const { state } = data;
// The page's own chunks, or the error screens' (preloaded by the document), must be there before the tree hydrates.
const [messages] = await Promise.all([
  importOrReload(() => loadMessages(data.messages)),
  importOrReload(() => loadShown(state)),
]);
hydrateRoot(document.getElementById('app')!, <ClientApp initial={{ state, messages, chunks: data.messages }} />, {
  onRecoverableError: (error) => console.error('Hydration error:', error),
});
