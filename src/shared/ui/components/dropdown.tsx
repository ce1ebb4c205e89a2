import type { ReactNode } from 'react';
import { usePage } from '../app-context.js';

/**
 * A disclosure menu that works before any script runs (`details`), closes on an outside click,
 * a followed link or Escape (use-dismiss.ts), and starts closed on every page it is shown on.
 */
export function Dropdown({
  className,
  summary,
  children,
}: {
  className: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const { path } = usePage();
  return (
    <details className={`dropdown ${className}`} key={path} data-dismiss="">
      <summary>{summary}</summary>
      <ul className="dropdown-panel">{children}</ul>
    </details>
  );
}
