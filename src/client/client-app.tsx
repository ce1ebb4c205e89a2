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

/** The first page, with the message chunks its messages came from. */
type Initial = Shown & { chunks: readonly string[] };

/** Called once the page's boundary has hydrated: the page is interactive from here on. */
const markHydrated = () => {
  document.documentElement.dataset.hydrated = 'true';
};

/** The browser's root: the same App as the server, plus client navigation between pages. */
export function ClientApp({ initial }: { initial: Initial }) {
  const [shown, setShown] = useState<Shown>(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigation starts once, from the first page the server sent
  useEffect(() => {
    const stop = startNavigation(initial.chunks, initial.messages, (payload, messages) => {
      // Synchronous, so the new page is in the DOM before we scroll and focus.
      flushSync(() => setShown({ state: payload.state, messages }));
    });
    return stop;
  }, []);
  return <App state={shown.state} messages={shown.messages} onHydrated={markHydrated} />;
}
