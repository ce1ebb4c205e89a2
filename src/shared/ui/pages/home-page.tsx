import { regionsFor } from '../../config/regions.js';
import type { HomeView } from '../../league/home-view.js';
import { href } from '../../routing/href.js';
import { usePage, useSite, useT } from '../app-context.js';
import { PageHero } from '../components/page-hero.js';
import { YourTeamsSlot } from '../components/your-teams-slot.js';
import { definePage } from '../define-page.js';
import { AddressPart } from '../kept-parts.js';
import { HomeLive } from './home-live.js';

function Arrow() {
  return (
    <svg className="arrow" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M5 12h13m-5-6 6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface HomeData {
  view: HomeView;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    home: HomeData;
  }
}

/** The context's landing page: what is on across its competitions, then one card per competition. */
export default definePage('home', ['follow', 'matches', 'region', 'status', 'zone'], function HomePage({ data }) {
  const t = useT();
  const site = useSite();
  return (
    <>
      {/* The introduction and the league cards follow from the address: the server keeps their HTML. */}
      <AddressPart name="home-intro">
        <PageHero kicker={t('home.kicker')} title={site.title} lead={t('home.intro', { title: site.title })} />
      </AddressPart>
      <YourTeamsSlot />
      <HomeLive view={data.view} />
      <AddressPart name="home-leagues">
        <Leagues />
      </AddressPart>
    </>
  );
});

/** One card per competition of the context, each leading to its home. */
function Leagues() {
  const t = useT();
  const { context, lang } = usePage();
  return (
    <section aria-labelledby="leagues" className="home-leagues">
      <h2 id="leagues" className="section-title">
        {t('home.leagues')}
      </h2>
      <ul className="card-grid">
        {regionsFor(context)
          .filter((r) => r.navVisible)
          .map((r) => (
            <li key={r.slug}>
              <a className="card league-card" href={href('region', lang, { region: r.slug })}>
                <span className="league-logo">
                  <img src={r.footerLogo.src} alt="" width={r.footerLogo.width} height={r.footerLogo.height} />
                </span>
                <span className="card-body">
                  <span className="card-text">
                    <span className="card-title">{r.leagueTitle}</span>
                    <span className="card-meta">{t(`regions.${r.slug}`)}</span>
                  </span>
                  <Arrow />
                </span>
              </a>
            </li>
          ))}
      </ul>
    </section>
  );
}
