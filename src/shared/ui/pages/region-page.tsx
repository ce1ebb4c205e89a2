import { usePage, useRegion, useT } from '../app-context.js';
import { MenuLink } from '../components/menu-link.js';
import { PendingNotice } from '../components/pending-notice.js';
import { footerMenu, headerMenu, type MenuItem } from '../nav/menus.js';

const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? i.children : [i]));

export function RegionPage() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion()!;
  const sections = flat([...headerMenu(context, region, lang), ...footerMenu(context, region, lang)]).filter((i) => !i.external);
  return (
    <>
      <header className="hero">
        <p className="kicker">{t(`regions.${region.slug}`)}</p>
        <h1>{region.leagueTitle}</h1>
        <p className="lead">{t('region.intro', { league: region.leagueTitle })}</p>
      </header>
      <PendingNotice />
      <section aria-labelledby="sections">
        <h2 id="sections" className="section-title">{t('region.sections')}</h2>
        <ul className="card-grid compact">
          {sections.map((item) => <li key={item.href} className="card link-card"><MenuLink item={item} /></li>)}
        </ul>
      </section>
    </>
  );
}
