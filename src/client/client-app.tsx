import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Messages } from '../shared/i18n/messages.js';
import { App } from '../shared/ui/app.js';
import type { PageState } from '../shared/ui/state.js';
import { startNavigation } from './navigation.js';

interface View {
  state: PageState;
  messages: Messages;
}

/** The browser's root: the same App as the server, plus client navigation between pages. */
export function ClientApp({ initial }: { initial: View }) {
  const [view, setView] = useState(initial);
  useEffect(
    () => startNavigation(initial.state.lang, initial.messages, (payload, messages) => {
      // Synchronous, so the new page is in the DOM before we scroll and focus.
      flushSync(() => setView({ state: payload.state, messages }));
    }),
    [],
  );
  return <App state={view.state} messages={view.messages} />;
}
