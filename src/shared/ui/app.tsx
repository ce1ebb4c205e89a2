import { type ReactNode, Suspense, useEffect } from 'react';
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

function Shell({ onHydrated }: { onHydrated?: () => void }) {
  const state = usePage();
  useTooltips();
  // Shell's effects run after those of everything it holds, once its boundary has hydrated.
  useEffect(() => onHydrated?.(), [onHydrated]);
  const routed = (state.view.kind === 'page' || state.view.kind === 'unavailable') && state.base;
  const Layout = LAYOUTS[routed ? ROUTES[routed].layout : 'default'];
  return (
    <Layout>
      <Body />
    </Layout>
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

/**
 * The page is one Suspense boundary (docs/decisions/0102): the browser hydrates it in slices after
 * the providers. `onHydrated` is called once it has (the browser's root marks the page then).
 */
export function App({
  state,
  messages,
  onHydrated,
}: {
  state: PageState;
  messages: Messages;
  onHydrated?: () => void;
}) {
  return (
    <AppScope state={state} messages={messages}>
      <Suspense>
        <Shell onHydrated={onHydrated} />
      </Suspense>
    </AppScope>
  );
}
