import { usePage, useRegion, useT } from '../app-context.js';
import { MenuLink } from '../components/menu-link.js';
import { PageHero } from '../components/page-hero.js';
import { isUnavailable, type RegionHomeData } from '../page-data.js';
import { RegionLive } from './region-live.js';
import { flattenMenu, footerMenu, headerMenu, mainSections } from '../nav/menus.js';

/** A competition's home: live and next matches, results, leaders and news, then its sections. */
export function RegionPage() {
  const t = useT();
  const { context, lang, data } = usePage();
  const region = useRegion()!;
  const sections = flattenMenu([...headerMenu(context, region, lang), ...footerMenu(context, region, lang)]).filter((i) => !i.external);
  const [first, ...rest] = mainSections(context, region, lang);
  return (
    <>
      <PageHero kicker={t(`regions.${region.slug}`)} title={region.leagueTitle} lead={t('region.intro', { league: region.leagueTitle })} logo={region.footerLogo}>
        {first && <MenuLink item={first} className="button button-accent" />}
        {rest.map((item) => <MenuLink key={item.href} item={item} className="button button-ghost" />)}
      </PageHero>
      {data === null || isUnavailable(data) ? <p className="notice">{t('data.unavailable')}</p> : <RegionLive data={data as RegionHomeData} />}
      <section aria-labelledby="sections">
        <h2 id="sections" className="section-title">{t('region.sections')}</h2>
        <ul className="card-grid compact">
          {sections.map((item) => <li key={item.href}><MenuLink item={item} className="card link-card" /></li>)}
        </ul>
      </section>
    </>
  );
}
