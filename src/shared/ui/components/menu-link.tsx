import { usePage, useT } from '../app-context.js';
import { isCurrent, type MenuItem } from '../nav/menus.js';
import { ExternalLink } from './external-link.js';

/** One menu entry: internal links mark the current page, external ones open a new tab. */
export function MenuLink({ item, className }: { item: MenuItem; className?: string }) {
  const { path } = usePage();
  const t = useT();
  if (item.external)
    return (
      <ExternalLink href={item.href} className={className}>
        {t(item.key)}
      </ExternalLink>
    );
  return (
    <a href={item.href} className={className} aria-current={isCurrent(item, path) ? 'page' : undefined}>
      {t(item.key)}
    </a>
  );
}

/** A row of pill links, used where a page sends the visitor on. */
export function LinkChips({ items }: { items: MenuItem[] }) {
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item.href}>
          <MenuLink item={item} />
        </li>
      ))}
    </ul>
  );
}
