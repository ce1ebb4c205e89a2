import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { CONTEXTS, type ContextInfo } from '../config/contexts.js';
import { findRegion, type Region } from '../config/regions.js';
import { createTranslate, type Messages, type Translate } from '../i18n/messages.js';
import type { PageState } from './state.js';

interface AppValue {
  state: PageState;
  t: Translate;
  site: ContextInfo;
  region: Region | null;
}

const AppContext = createContext<AppValue | null>(null);

export function AppProvider({
  state,
  messages,
  children,
}: {
  state: PageState;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<AppValue>(
    () => ({
      state,
      t: createTranslate(messages, CONTEXTS[state.context].women),
      site: CONTEXTS[state.context],
      region: state.region ? (findRegion(state.context, state.region) ?? null) : null,
    }),
    [state, messages],
  );
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

function useApp(): AppValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppProvider is missing');
  return value;
}

export const usePage = (): PageState => useApp().state;
export const useT = (): Translate => useApp().t;
export const useSite = (): ContextInfo => useApp().site;
export const useRegion = (): Region | null => useApp().region;

/** A part of a page about another region (the Finalissima's road): its links and times are that region's. */
export function RegionScope({ region, children }: { region: Region; children: ReactNode }) {
  const app = useApp();
  const value = useMemo<AppValue>(() => ({ ...app, region }), [app, region]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}
