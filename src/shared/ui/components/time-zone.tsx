import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

type Shown = 'visitor' | 'league';

export interface ZoneChoice {
  /** The browser's own zone, known only after hydration: the server's HTML is the league's. */
  visitor: string | null;
  shown: Shown;
  choose(shown: Shown): void;
}

const STORAGE_KEY = 'kickoff-zone';
const ZoneContext = createContext<ZoneChoice | null>(null);

function stored(): Shown {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'league' ? 'league' : 'visitor';
  } catch {
    return 'visitor';
  }
}

/**
 * Kick-off times: the server writes them in each league's own zone, so its HTML is the same for
 * every visitor and cacheable; once hydrated, the browser shows them in the visitor's zone unless
 * the visitor chose the league's (kept across visits).
 */
export function TimeZoneProvider({ children }: { children: ReactNode }) {
  const [visitor, setVisitor] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>('visitor');
  useEffect(() => {
    // A task of its own once the page is in, and a transition React renders in slices: the zone's
    // first reading loads ICU's data, and every kick-off on the page is written again.
    const later = setTimeout(() =>
      startTransition(() => {
        setVisitor(Intl.DateTimeFormat().resolvedOptions().timeZone);
        setShown(stored());
      }),
    );
    return () => clearTimeout(later);
  }, []);
  const choose = useCallback((next: Shown) => {
    setShown(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage: the choice then lasts for this page only.
    }
  }, []);
  const value = useMemo(() => ({ visitor, shown, choose }), [visitor, shown, choose]);
  return <ZoneContext.Provider value={value}>{children}</ZoneContext.Provider>;
}

/** The visitor's zone and choice; null outside the provider. Kick-off times read it (kick-off.tsx). */
export const useZoneChoice = (): ZoneChoice | null => useContext(ZoneContext);
