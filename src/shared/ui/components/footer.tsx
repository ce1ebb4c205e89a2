import { usePage, useRegion, useSite, useT } from '../app-context.js';
import { AddressPart } from '../kept-parts.js';
import { competitionsMenu, currentHref, footerMenu } from '../nav/menus.js';
import { markOf } from './header.js';
import { MenuLink } from './menu-link.js';
import { SocialLinks } from './social-links.js';

function FooterLogo() {
  const { context } = usePage();
  const region = useRegion();
  const site = useSite();
  const logo = region?.footerLogo ?? { src: markOf(context), alt: site.title, width: 56, height: 56 };
  return <img className="footer-logo" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />;
}

function FooterBody() {
  const { context, lang, now } = usePage();
  const region = useRegion();
  const site = useSite();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <FooterLogo />
          <h2 className="footer-heading">{t('site.followUs')}</h2>
          <SocialLinks />
        </div>
        <nav className="footer-nav" aria-label={t('nav.footer')}>
          <div>
            <h2 className="footer-heading">{region ? region.leagueTitle : t('nav.more')}</h2>
            <ul>
              {footerMenu(context, region, lang).map((item) => (
                <li key={item.href}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('home.leagues')}</h2>
            <ul>
              {competitionsMenu(context, lang).map((item) => (
                <li key={item.href}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className="footer-bottom">
        {/* The year comes from the render time in the page state, so server and browser agree. */}
        <p className="container">{t('site.copyright', { year: now.slice(0, 4), title: site.title })}</p>
      </div>
    </footer>
  );
}

/** The footer reads of the address only its region and which of its links is the page shown. */
export function Footer() {
  const { context, lang, path } = usePage();
  const region = useRegion();
  const here =
    currentHref(footerMenu(context, region, lang), path) || currentHref(competitionsMenu(context, lang), path);
  return (
    <AddressPart name="footer" at={`${region?.slug ?? ''} ${here}`}>
      <FooterBody />
    </AddressPart>
  );
}
