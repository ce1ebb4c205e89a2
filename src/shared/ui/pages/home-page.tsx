import { regionsFor } from '../../config/regions.js';
import { href } from '../../routing/href.js';
import { usePage, useSite, useT } from '../app-context.js';

export function HomePage() {
  const t = useT();
  const site = useSite();
  const { context, lang } = usePage();
  return (
    <>
      <header className="hero">
        <p className="kicker">{t('home.kicker')}</p>
        <h1>{site.title}</h1>
        <p className="lead">{t('home.intro', { title: site.title })}</p>
      </header>
      <section aria-labelledby="leagues">
        <h2 id="leagues" className="section-title">{t('home.leagues')}</h2>
        <ul className="card-grid">
          {regionsFor(context).filter((r) => r.navVisible).map((r) => (
            <li key={r.slug}>
              <a className="card league-card" href={href('region', lang, { region: r.slug })}>
                <img src={r.footerLogo.src} alt="" width={r.footerLogo.width} height={r.footerLogo.height} />
                <span className="card-title">{r.leagueTitle}</span>
                <span className="card-meta">{t(`regions.${r.slug}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
