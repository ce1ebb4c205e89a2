import { regionsFor } from '../../config/regions.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useSite, useT } from '../app-context.js';
import { footerMenu, globalMenu } from '../nav/menus.js';
import { MenuLink } from './menu-link.js';
import { NETWORK_NAMES, SocialIcon } from './social-icon.js';

function Social() {
  const region = useRegion();
  const site = useSite();
  const t = useT();
  const league = region?.leagueTitle ?? site.title;
  const links = region?.social ?? regionsFor(site.id)[0]!.social;
  return (
    <ul className="social">
      {links.map((s) => (
        <li key={s.name}>
          <a href={s.url} target="_blank" rel="noopener" aria-label={`${t('site.followOn', { league, network: NETWORK_NAMES[s.name] })} (${t('site.opensInNewTab')})`}>
            <SocialIcon kind={s.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { context, lang, now } = usePage();
  const region = useRegion();
  const site = useSite();
  const t = useT();
  const items = region ? footerMenu(context, region, lang) : globalMenu(context, lang);
  const logo = region?.footerLogo ?? { src: `/img/mark-${context === 'kings' ? 'kl' : 'ql'}.svg`, alt: site.title, width: 48, height: 48 };
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
          <p className="footer-heading">{t('site.followUs')}</p>
          <Social />
        </div>
        <nav aria-label={t('nav.footer')}>
          <p className="footer-heading">{region ? region.leagueTitle : t('nav.more')}</p>
          <ul>{items.map((item) => <li key={item.key + item.href}><MenuLink item={item} /></li>)}</ul>
        </nav>
        <div>
          <p className="footer-heading">{t('home.leagues')}</p>
          <ul>
            {regionsFor(context).filter((r) => r.navVisible).map((r) => (
              <li key={r.slug}><a href={href('region', lang, { region: r.slug })}>{r.leagueTitle}</a></li>
            ))}
          </ul>
        </div>
      </div>
      <p className="copyright container">{t('site.copyright', { year: now.slice(0, 4), title: site.title })}</p>
    </footer>
  );
}
