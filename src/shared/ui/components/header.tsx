import { href } from '../../routing/href.js';
import { usePage, useRegion, useSite } from '../app-context.js';
import { AddressPart } from '../kept-parts.js';
import { currentHref, headerMenu, type MenuItem } from '../nav/menus.js';
import { CompetitionSwitcher } from './competition-switcher.js';
import { LanguageSwitcher } from './language-switcher.js';
import { MainNav } from './main-nav.js';
import { SiteSearch } from './site-search.js';
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
      <div className="header-bar container">
        <Brand />
      </div>
    </header>
  );
}

function HeaderBar() {
  return (
    <div className="header-bar container">
      <Brand />
      <div className="header-tools">
        <SiteSearch idPrefix="site-search" />
        <ThemeToggle />
        <LanguageSwitcher />
      </div>
    </div>
  );
}

function HeaderNav({ items }: { items: MenuItem[] }) {
  return (
    <div className="header-nav">
      <div className="container nav-row">
        <MainNav items={items} />
        <CompetitionSwitcher />
      </div>
    </div>
  );
}

/**
 * Brand and language picker; below, the region's menu (or the competitions) and the competition
 * picker. The language picker links to this very page in each language, so its bar is kept per
 * page and query it reads; the menus read of the address only the region, the kind of page (the competition picker
 * keeps the section) and which item is current, so every page that shares those shares them.
 */
export function Header() {
  const { context, lang, path, base, search } = usePage();
  const region = useRegion();
  useDismissOnOutsideClick();
  const items = headerMenu(context, region, lang);
  return (
    <header className="site-header">
      <AddressPart name="header-bar" at={search ? `${path}?${search}` : undefined}>
        <HeaderBar />
      </AddressPart>
      <AddressPart name="header-nav" at={`${region?.slug ?? ''} ${base ?? ''} ${currentHref(items, path)}`}>
        <HeaderNav items={items} />
      </AddressPart>
    </header>
  );
}
