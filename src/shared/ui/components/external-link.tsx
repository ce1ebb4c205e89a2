import type { ReactNode } from 'react';
import { useT } from '../app-context.js';

/** A link to another site: a new tab, said out loud for screen readers and shown with ↗. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{` (${t('site.opensInNewTab')})`}</span>
      <span aria-hidden="true" className="external-mark">
        ↗
      </span>
    </a>
  );
}
