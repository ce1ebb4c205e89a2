import { LOCALES } from '../../config/locales.js';
import { regionsFor } from '../../config/regions.js';
import { usePage, useRegion, useSite, useT } from '../app-context.js';

export function StoresPage() {
  const t = useT();
  const site = useSite();
  const { context } = usePage();
  return (
    <>
      <header className="hero">
        <h1>{t('page.stores')}</h1>
        <p className="lead">{t('stores.intro', { title: site.title })}</p>
      </header>
      <ul className="card-grid">
        {regionsFor(context).filter((r) => r.storeUrl).map((r) => (
          <li key={r.slug} className="card">
            <span className="card-title">{r.leagueTitle}</span>
            <a className="button" href={r.storeUrl} target="_blank" rel="noopener">
              {t('stores.visit', { league: r.leagueTitle })}
              <span className="visually-hidden"> ({t('site.opensInNewTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TicketsPage() {
  const t = useT();
  const region = useRegion()!;
  return (
    <>
      <header className="hero">
        <p className="kicker">{region.leagueTitle}</p>
        <h1>{t('page.region-tickets')}</h1>
        <p className="lead">{t('tickets.intro', { league: region.leagueTitle })}</p>
      </header>
      {region.ticketsUrl && (
        <a className="button" href={region.ticketsUrl} target="_blank" rel="noopener">
          {t('tickets.buy')}
          <span className="visually-hidden"> ({t('site.opensInNewTab')})</span>
        </a>
      )}
    </>
  );
}

export function HealthPage() {
  const t = useT();
  const site = useSite();
  const { lang, now } = usePage();
  return (
    <>
      <h1>{t('page.health')}</h1>
      <p className="status-ok">{t('health.ok')}</p>
      <dl className="facts">
        <dt>{t('health.context')}</dt><dd>{site.title}</dd>
        <dt>{t('health.language')}</dt><dd>{LOCALES[lang].name}</dd>
        <dt>{t('health.time')}</dt><dd><time dateTime={now}>{now}</time></dd>
      </dl>
    </>
  );
}
