import { usePage, useT } from '../app-context.js';
import { isCurrent, type MenuItem } from '../nav/menus.js';
import { MenuLink } from './menu-link.js';

/** A parent entry: opens on hover or focus on wide screens, on a tap everywhere (no script needed). */
function SubMenu({ item }: { item: MenuItem }) {
  const t = useT();
  const { path } = usePage();
  return (
    <details className="submenu" key={path} data-dismiss="">
      <summary className={isCurrent(item, path) ? 'is-current' : undefined}>{t(item.key)}</summary>
      <ul className="submenu-panel">
        {item.children!.map((child) => (
          <li key={child.key}>
            <MenuLink item={child} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The header menu: a row on wide screens; on phones a list behind the "Menu" disclosure. The
 * list follows the disclosure instead of sitting in it, so wide screens show it in any browser.
 */
export function MainNav({ items }: { items: MenuItem[] }) {
  const t = useT();
  const { path } = usePage();
  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <details className="menu-toggle" key={path} data-dismiss="parent">
        <summary>
          <span aria-hidden="true" className="menu-icon" />
          <span className="when-closed">{t('site.menu')}</span>
          <span className="when-open">{t('site.closeMenu')}</span>
        </summary>
      </details>
      <ul className="menu">
        {items.map((item) => (
          <li key={item.key} className={item.children ? 'has-sub' : undefined}>
            {item.children ? <SubMenu item={item} /> : <MenuLink item={item} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
