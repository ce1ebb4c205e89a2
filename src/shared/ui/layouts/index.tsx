import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../../routing/routes.js';
import { usePage, useT } from '../app-context.js';
import { Footer } from '../components/footer.js';
import { Brand, Header } from '../components/header.js';

function SkipLink() {
  const t = useT();
  return <a className="skip-link" href="#main">{t('site.skipToContent')}</a>;
}

function Default({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="container page">{children}</main>
      <Footer />
    </>
  );
}

/** The status page: nothing that could fail besides the page itself. */
function HealthCheck({ children }: { children: ReactNode }) {
  return <main id="main" className="container page health">{children}</main>;
}

function MenuFree({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="site-header"><div className="header-bar container"><Brand /></div></header>
      <main id="main" className="container page">{children}</main>
      <Footer />
    </>
  );
}

/** Team and player pages open on a full-width band in the team's colours (set by the page). */
function TeamAndPlayer({ children }: { children: ReactNode }) {
  const { base } = usePage();
  return (
    <>
      <SkipLink />
      <Header />
      <div className="hero-band" data-page={base ?? undefined} />
      <main id="main" className="container page page-overlap">{children}</main>
      <Footer />
    </>
  );
}

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: Default,
  'health-check': HealthCheck,
  'menu-free': MenuFree,
  'team-and-player': TeamAndPlayer,
};
