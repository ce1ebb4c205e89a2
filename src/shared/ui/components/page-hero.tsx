import type { ReactNode } from 'react';
import { usePage, useT } from '../app-context.js';

interface HeroProps {
  kicker?: string;
  title: string;
  lead?: string;
  /** A decorative logo on the dark band (its text is the title beside it). */
  logo?: { src: string; width: number; height: number };
  children?: ReactNode;
}

/** The dark band that opens a landing page: kicker, the page's one h1, a lead, actions. */
export function PageHero({ kicker, title, lead, logo, children }: HeroProps) {
  return (
    <header className="hero">
      <div className="hero-text">
        {kicker && <p className="kicker">{kicker}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children && <div className="hero-actions">{children}</div>}
      </div>
      {logo && <img className="hero-logo" src={logo.src} alt="" width={logo.width} height={logo.height} />}
    </header>
  );
}

/**
 * The plain title block of an inner page; the title is the route's page name unless given.
 * Pages fans pass on (a player) put a share button after it.
 */
export function PageHead({
  kicker,
  title,
  children,
}: {
  kicker?: string | undefined;
  title?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { base } = usePage();
  const heading = title ?? t(`page.${base}`);
  return (
    <header className="page-head">
      {kicker && <p className="kicker">{kicker}</p>}
      <h1>{heading}</h1>
      {children}
    </header>
  );
}
