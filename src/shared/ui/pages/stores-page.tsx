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

const OFFER = ['kits', 'wear', 'extras'] as const;

/** One card per competition of the context that sells online: its store's picture, what it sells, the way in. */
export default definePage('stores', ['stores'], function StoresPage() {
  const t = useT();
  const site = useSite();
  const { context } = usePage();
  const prefix = context === 'kings' ? 'kl' : 'ql';
  return (
    <>
      <PageHero title={t('page.stores')} lead={t('stores.intro', { title: site.title })} />
      <ul className="card-grid">
        {regionsFor(context)
          .filter((r) => r.storeUrl)
          .map((r) => (
            <li key={r.slug} className="card store-card">
              <img
                className="store-image"
                src={`/img/stores/${prefix}-${r.slug}.svg`}
                alt=""
                width={640}
                height={360}
                loading="lazy"
              />
              <h2 className="card-title">{r.leagueTitle}</h2>
              <div>
                <p className="card-meta">{t('stores.offer')}</p>
                <ul className="store-offer">
                  {OFFER.map((item) => (
                    <li key={item}>{t(`stores.items.${item}`)}</li>
                  ))}
                </ul>
              </div>
              <ExternalLink href={r.storeUrl!} className="button">
                {t('stores.visit', { league: r.leagueTitle })}
              </ExternalLink>
            </li>
          ))}
      </ul>
      <p className="store-note">{t('stores.orders')}</p>
    </>
  );
});
