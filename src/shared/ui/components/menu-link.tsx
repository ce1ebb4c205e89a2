import type { MenuItem } from '../nav/menus.js';
import { usePage, useT } from '../app-context.js';

/** One menu entry: internal links mark the current page, external ones open a new tab. */
export function MenuLink({ item }: { item: MenuItem }) {
  const { path } = usePage();
  const t = useT();
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener">
        {t(item.key)}
        <span className="visually-hidden"> ({t('site.opensInNewTab')})</span>
        <span aria-hidden="true" className="external-mark">↗</span>
      </a>
    );
  }
  return (
    <a href={item.href} aria-current={item.href === path ? 'page' : undefined}>
      {t(item.key)}
    </a>
  );
}
