import { hydrateRoot } from 'react-dom/client';
import { ROUTES } from '../shared/routing/routes.js';
import { loadPageModule } from '../shared/ui/pages/index.js';
import type { PageData } from '../shared/ui/public-config.js';
import { importOrReload } from './chunk-reload.js';
import { ClientApp } from './client-app.js';
import { startErrorReporting } from './error-reporting.js';
import { loadMessages } from './messages.js';

const data = JSON.parse(document.getElementById('__DATA__')!.textContent!) as PageData;
if (data.config.sentry) void startErrorReporting(data.config.sentry);

const { state } = data;
// The page's own chunk (preloaded by the document) must be there before the tree hydrates.
const [messages] = await Promise.all([
  importOrReload(() => loadMessages(state.lang)),
  state.view.kind === 'page' && state.base ? importOrReload(() => loadPageModule(ROUTES[state.base!].kind)) : null,
]);
hydrateRoot(document.getElementById('app')!, <ClientApp initial={{ state, messages }} />, {
  onRecoverableError: (error) => console.error('Hydration error:', error),
});
