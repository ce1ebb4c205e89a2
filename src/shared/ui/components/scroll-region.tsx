import type { ReactNode } from 'react';

/**
 * A wide table's scrolling box. It takes focus so that keyboard users can scroll it (WCAG 2.1.1;
 * axe's scrollable-region-focusable), and it is a named region so that focus lands somewhere a
 * screen reader can announce.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <section> would add a landmark per table; the box only scrolls
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
