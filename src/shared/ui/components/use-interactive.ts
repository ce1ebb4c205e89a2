import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's HTML and while the page hydrates; true once its script runs. Set in a
 * transition, so the controls it turns on (a simulator's inputs, a filter's box, a follow
 * button) are rendered in slices that leave the main thread between them, not in one task after
 * hydration.
 */
export function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => startTransition(() => setInteractive(true)), []);
  return interactive;
}
