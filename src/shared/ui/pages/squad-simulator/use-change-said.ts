import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A change said in a status line, with focus moved to the heading of what comes next (by its id):
 * the control used may be gone from its list, and a keyboard or screen reader user must not be
 * left behind.
 */
export function useChangeSaid() {
  const [said, setSaid] = useState('');
  const next = useRef<string | null>(null);
  useEffect(() => {
    if (next.current) document.getElementById(next.current)?.focus();
    next.current = null;
  });
  const say = useCallback((news: string, headingId: string) => {
    setSaid(news);
    next.current = headingId;
  }, []);
  return { said, say };
}
