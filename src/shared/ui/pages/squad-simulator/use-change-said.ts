import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A change said in a status line, with focus moved to the heading of what comes next: the control
 * used may be gone from its list, and a keyboard or screen reader user must not be left behind.
 */
export function useChangeSaid() {
  const [said, setSaid] = useState('');
  const next = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    next.current?.current?.focus();
    next.current = null;
  });
  const say = useCallback((news: string, focus: RefObject<HTMLElement | null>) => {
    setSaid(news);
    next.current = focus;
  }, []);
  return { said, say };
}
