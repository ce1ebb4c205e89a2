import { type ReactNode, Suspense } from 'react';
import type { Messages } from '../i18n/messages.js';
import { ROUTES } from '../routing/routes.js';
import { AppProvider, usePage, useT } from './app-context.js';
import { LiveCardsProvider } from './components/live-cards.js';
import { TimeZoneProvider } from './components/time-zone.js';
import { useTooltips } from './components/use-tooltips.js';
import { LAYOUTS } from './layouts/index.js';
import { pageModule } from './pages/index.js';
import { screens } from './screens.js';
import type { PageState } from './state.js';

function Body() {
  const state = usePage();
  const t = useT();
  const { view } = state;
  if (view.kind === 'page') {
    const { Component } = pageModule(ROUTES[state.base!].kind);
    // A page that lost a part of its data (503) says so before showing the rest.
    return (
      <>
        {state.status === 503 && (
          <p className="notice" role="status">
            {t('data.partial')}
          </p>
        )}
        <Component data={state.data} />
      </>
    );
  }
  const { BlockedPage, ErrorScreen, NotFoundScreen, UnavailableScreen } = screens();
  switch (view.kind) {
    case 'blocked':
      return <BlockedPage />;
    case 'not-found':
      return <NotFoundScreen />;
    case 'error':
      return <ErrorScreen status={view.status} message={view.message} />;
    case 'unavailable':
      return <UnavailableScreen />;
  }
}

function Shell() {
  const state = usePage();
  useTooltips();
  const routed = (state.view.kind === 'page' || state.view.kind === 'unavailable') && state.base;
  const Layout = LAYOUTS[routed ? ROUTES[routed].layout : 'default'];
  return (
    <Suspense>
      <Layout>
        <Body />
      </Layout>
    </Suspense>
  );
}

/** The whole React tree, the same on the server and in the browser. */
/** What every part of a page renders within: the page, its messages, the visitor's time zone, live cards. */
export function AppScope({ state, messages, children }: { state: PageState; messages: Messages; children: ReactNode }) {
  return (
    <AppProvider state={state} messages={messages}>
      <TimeZoneProvider>
        <LiveCardsProvider>{children}</LiveCardsProvider>
      </TimeZoneProvider>
    </AppProvider>
  );
}

export function App({ state, messages }: { state: PageState; messages: Messages }) {
  return (
    <AppScope state={state} messages={messages}>
      <Shell />
    </AppScope>
  );
}
