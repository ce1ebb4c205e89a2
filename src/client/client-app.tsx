import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Messages } from '../shared/i18n/messages.js';
import { App } from '../shared/ui/app.js';
import type { PageState } from '../shared/ui/state.js';
import { startNavigation } from './navigation.js';

interface Shown {
  state: PageState;
  messages: Messages;
}

/** The browser's root: the same App as the server, plus client navigation between pages. */
export function ClientApp({ initial }: { initial: Shown }) {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    const stop = startNavigation(initial.state.lang, initial.messages, (payload, messages) => {
      // Synchronous, so the new page is in the DOM before we scroll and focus.
      flushSync(() => setShown({ state: payload.state, messages }));
    });
    // The root's effect runs after every child's: the page is interactive from here on.
    document.documentElement.dataset.hydrated = 'true';
    return stop;
  }, []);
  return <App state={shown.state} messages={shown.messages} />;
}
