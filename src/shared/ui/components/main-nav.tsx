import { useState } from 'react';
import type { MenuItem } from '../nav/menus.js';
import { usePage, useT } from '../app-context.js';
import { MenuLink } from './menu-link.js';

/** The region's header menu: a row on wide screens, a panel behind a button on phones. */
export function MainNav({ items }: { items: MenuItem[] }) {
  const t = useT();
  const { path } = usePage();
  const [open, setOpen] = useState<string | null>(null);
  const expanded = open === path;
  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <button type="button" className="menu-button" aria-expanded={expanded} aria-controls="main-menu" onClick={() => setOpen(expanded ? null : path)}>
        <span aria-hidden="true" className="menu-icon" />
        {expanded ? t('site.closeMenu') : t('site.menu')}
      </button>
      <ul id="main-menu" className={expanded ? 'menu open' : 'menu'}>
        {items.map((item) => (
          <li key={item.key}>
            {item.children ? (
              <details className="dropdown submenu" key={path}>
                <summary>{t(item.key)}</summary>
                <ul className="dropdown-panel">
                  {item.children.map((child) => (
                    <li key={child.key}><MenuLink item={child} /></li>
                  ))}
                </ul>
              </details>
            ) : (
              <MenuLink item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
