import { regionsFor } from '../../config/regions.js';
import { usePage, useSite, useT } from '../app-context.js';
import { ExternalLink } from '../components/external-link.js';
import { PageHero } from '../components/page-hero.js';
import { definePage } from '../define-page.js';

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    stores: null;
  }
}

/** One card per competition of the context that sells online. */
export default definePage('stores', function StoresPage() {
  const t = useT();
  const site = useSite();
  const { context } = usePage();
  return (
    <>
      <PageHero title={t('page.stores')} lead={t('stores.intro', { title: site.title })} />
      <ul className="card-grid">
        {regionsFor(context).filter((r) => r.storeUrl).map((r) => (
          <li key={r.slug} className="card store-card">
            <span className="league-logo">
              <img src={r.footerLogo.src} alt="" width={r.footerLogo.width} height={r.footerLogo.height} />
            </span>
            <h2 className="card-title">{r.leagueTitle}</h2>
            <ExternalLink href={r.storeUrl!} className="button">{t('stores.visit', { league: r.leagueTitle })}</ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
});
