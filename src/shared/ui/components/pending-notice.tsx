import { usePage, useRegion, useT } from '../app-context.js';
import { headerMenu } from '../nav/menus.js';
import { MenuLink } from './menu-link.js';

/** Says plainly that a page's content is not available yet, and where to go meanwhile. */
export function PendingNotice() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion();
  const links = region ? headerMenu(context, region, lang).filter((i) => !i.external && !i.children).slice(0, 4) : [];
  return (
    <section className="notice">
      <p className="notice-label">{t('pending.label')}</p>
      <p>{t('pending.text')}</p>
      {links.length > 0 && (
        <>
          <p>{t('pending.explore')}</p>
          <ul className="chips">{links.map((item) => <li key={item.key}><MenuLink item={item} /></li>)}</ul>
        </>
      )}
    </section>
  );
}
