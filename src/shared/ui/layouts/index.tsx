import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../../routing/routes.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { Footer } from '../components/footer.js';
import { Header, LogoBar, markOf } from '../components/header.js';

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('site.skipToContent')}
    </a>
  );
}

function Default({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="container page">
        {children}
      </main>
      <Footer />
    </>
  );
}

/** The status page: nothing that could fail besides the page itself. */
function HealthCheck({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="container page health">
      {children}
    </main>
  );
}

/** Landing pages that lead elsewhere (the stores): the logo bar and the footer, no menus. */
function MenuFree({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <LogoBar />
      <main id="main" className="container page">
        {children}
      </main>
      <Footer />
    </>
  );
}

/** Team and player pages: the default chrome and a full-width band the page sheet rises from. */
function TeamAndPlayer({ children }: { children: ReactNode }) {
  const { context } = usePage();
  const region = useRegion();
  const logo = region?.footerLogo ?? { src: markOf(context), width: 56, height: 56 };
  return (
    <>
      <SkipLink />
      <Header />
      <div className="hero-band">
        <div className="container">
          {/* The largest picture of a phone's first screen on these pages: asked for first. */}
          <img src={logo.src} alt="" width={logo.width} height={logo.height} fetchPriority="high" />
        </div>
      </div>
      <main id="main" className="container page sheet">
        {children}
      </main>
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
