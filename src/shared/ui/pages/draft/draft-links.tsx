import type { RouteBase } from '../../../routing/routes.js';
import { usePage, useRegion, useT } from '../../app-context.js';
import { AddressPart } from '../../kept-parts.js';
import { present, regionItem } from '../../nav/menu-item.js';

/** The draft's pages, in the order a visitor follows them. */
const FAMILY: readonly RouteBase[] = [
  'region-draft',
  'region-draft-players',
  'region-draft-reserves',
  'region-wildcard-players',
  'region-join-the-draft',
];

/** Links to the other draft pages that exist in this region and language (the route table decides). */
export function DraftLinks() {
  // They follow from the address: the server keeps their HTML.
  return (
    <AddressPart name="draft-links">
      <Links />
    </AddressPart>
  );
}

function Links() {
  const t = useT();
  const { lang, base } = usePage();
  const region = useRegion()!;
  const items = present(FAMILY.filter((b) => b !== base).map((b) => regionItem(`page.${b}`, b, region, lang)));
  if (items.length === 0) return null;
  return (
    <nav className="draft-links" aria-label={t('draft.more')}>
      <ul className="chips">
        {items.map((i) => (
          <li key={i.href}>
            <a href={i.href}>{t(i.key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
