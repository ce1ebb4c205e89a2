import { usePage, useRegion, useT } from '../app-context.js';
import { MenuLink } from '../components/menu-link.js';
import { PageHero } from '../components/page-hero.js';
import { YourTeamsSlot } from '../components/your-teams-slot.js';
import { definePage } from '../define-page.js';
import { AddressPart } from '../kept-parts.js';
import { LatePart, type Later } from '../late-parts.js';
import { flattenMenu, footerMenu, headerMenu, mainSections } from '../nav/menus.js';
import { type RegionHomeData, RegionLive } from './region-live.js';

/** What the league shows on a competition's home, which may come after the page has begun. */
export interface RegionData {
  live: Later<RegionHomeData>;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    region: RegionData;
  }
}

/** A competition's home: live and next matches, results, top scorers, discipline, news and tickets, then its sections. */
export default definePage(
  'region',
  ['follow', 'form', 'legend', 'matches', 'region', 'stats.abbr', 'stats.stat', 'status', 'tables', 'zone'],
  function RegionPage({ data }) {
    const region = useRegion()!;
    return (
      <>
        {/* The introduction and the sections follow from the address: the server keeps their HTML. */}
        <AddressPart name="region-intro">
          <RegionIntro />
        </AddressPart>
        <YourTeamsSlot region={region.slug} />
        <LatePart of={data.live}>{(live) => <RegionLive data={live} />}</LatePart>
        <AddressPart name="region-sections">
          <RegionSections />
        </AddressPart>
      </>
    );
  },
);

function RegionIntro() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion()!;
  const [first, ...rest] = mainSections(context, region, lang);
  return (
    <PageHero
      kicker={t(`regions.${region.slug}`)}
      title={region.leagueTitle}
      lead={t('region.intro', { league: region.leagueTitle })}
      logo={region.footerLogo}
    >
      {first && <MenuLink item={first} className="button button-accent" />}
      {rest.map((item) => (
        <MenuLink key={item.href} item={item} className="button button-ghost" />
      ))}
    </PageHero>
  );
}

function RegionSections() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion()!;
  // A page both menus link (the roll of champions) is one card.
  const seen = new Set<string>();
  const sections = flattenMenu([...headerMenu(context, region, lang), ...footerMenu(context, region, lang)]).filter(
    (i) => !i.external && !seen.has(i.href) && Boolean(seen.add(i.href)),
  );
  return (
    <section aria-labelledby="sections">
      <h2 id="sections" className="section-title">
        {t('region.sections')}
      </h2>
      <ul className="card-grid compact">
        {sections.map((item) => (
          <li key={item.href}>
            <MenuLink item={item} className="card link-card" />
          </li>
        ))}
      </ul>
    </section>
  );
}
