import { href } from '../../routing/href.js';
import { usePage, useRegion, useSite } from '../app-context.js';
import { headerMenu } from '../nav/menus.js';
import { CompetitionSwitcher } from './competition-switcher.js';
import { LanguageSwitcher } from './language-switcher.js';
import { MainNav } from './main-nav.js';
import { ThemeToggle } from './theme-toggle.js';
import { useDismissOnOutsideClick } from './use-dismiss.js';

export const markOf = (context: 'kings' | 'queens'): string => `/img/mark-${context === 'kings' ? 'kl' : 'ql'}.svg`;

/** The context's mark and name, linking to the home page. */
export function Brand() {
  const { lang, context } = usePage();
  const site = useSite();
  return (
    <a className="brand" href={href('index', lang, {})}>
      <img src={markOf(context)} alt="" width="40" height="40" />
      <span className="brand-name">{site.title}</span>
    </a>
  );
}

/** The bar alone: the menu-free layout. */
export function LogoBar() {
  return (
    <header className="site-header">
      <div className="header-bar container"><Brand /></div>
    </header>
  );
}

/** Brand and language picker; below, the region's menu (or the competitions) and the competition picker. */
export function Header() {
  const { context, lang } = usePage();
  const region = useRegion();
  useDismissOnOutsideClick();
  return (
    <header className="site-header">
      <div className="header-bar container">
        <Brand />
        <div className="header-tools">
          <ThemeToggle />
          <LanguageSwitcher />
        </div>
      </div>
      <div className="header-nav">
        <div className="container nav-row">
          <MainNav items={headerMenu(context, region, lang)} />
          <CompetitionSwitcher />
        </div>
      </div>
    </header>
  );
}
