import type { RegionHomeView } from '../../league/region-home-view.js';
import { href, tryHref } from '../../routing/href.js';
import { W } from '../../routing/words.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ZoneNote } from '../components/kick-off.js';
import { MatchList } from '../components/match-card.js';
import { StandingsTable } from '../components/standings-table.js';
import { DataPart } from '../kept-parts.js';

/** Each part loads on its own: a null part could not be loaded (or, the view, has no season yet). */
export interface RegionHomeData {
  view: RegionHomeView | null;
  /** The top 3 of the discipline ranking (docs/spec.md §7, /api/stats). */
  cards: { name: string; team: string | null; total: number }[] | null;
  news: { slug: string; title: string; date: string | null }[] | null;
}

/** The live part of a competition's home; each block shows only what loaded (null: none of it did). */
export function RegionLive({ data }: { data: RegionHomeData | null }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const { view, cards, news } = data ?? { view: null, cards: null, news: null };
  return (
    <div className="region-live">
      {data === null && (
        <p className="notice" role="status">
          {t('data.unavailable')}
        </p>
      )}
      {view && (
        <section aria-labelledby="upcoming">
          <h2 id="upcoming" className="section-title">
            {t('region.upcoming')}
          </h2>
          {view.upcoming.length === 0 ? (
            <p>{t('region.noUpcoming')}</p>
          ) : (
            <>
              <ZoneNote league={region.timeZone} />
              <DataPart source={view.upcoming} variant="match-list">
                <MatchList matches={view.upcoming} />
              </DataPart>
            </>
          )}
          <p>
            <a href={href('region-matches', lang, { region: region.slug })}>{t('region.allMatches')}</a>
          </p>
        </section>
      )}
      {view && view.tableTop.length > 0 && (
        <section aria-labelledby="standings">
          <h2 id="standings" className="section-title">
            {t('region.standings')}
          </h2>
          <DataPart source={view.tableTop} variant="table-top">
            <StandingsTable caption={region.leagueTitle} rows={view.tableTop} legend={[]} />
          </DataPart>
          <p>
            <a href={href('region-tables', lang, { region: region.slug })}>{t('region.fullTable')}</a>
          </p>
        </section>
      )}
      {view && view.latest.length > 0 && (
        <section aria-labelledby="latest">
          <h2 id="latest" className="section-title">
            {t('region.latest')}
          </h2>
          <DataPart source={view.latest} variant="match-list">
            <MatchList matches={view.latest} />
          </DataPart>
        </section>
      )}
      {cards && cards.length > 0 && (
        <section aria-labelledby="cards">
          <h2 id="cards" className="section-title">
            {t('region.cards')}
          </h2>
          <ol className="top-list">
            {cards.map((c, i) => (
              <li key={i}>
                <strong>{c.name}</strong>
                {c.team && <span className="muted"> · {c.team}</span>}
                <span className="top-total">{c.total}</span>
              </li>
            ))}
          </ol>
          <p className="muted">{t('region.cardsNote')}</p>
        </section>
      )}
      {news === null && region.newsLang === lang && (
        <section aria-labelledby="news">
          <h2 id="news" className="section-title">
            {t('region.news')}
          </h2>
          <p className="notice" role="status">
            {t('data.unavailable')}
          </p>
        </section>
      )}
      {news && news.length > 0 && (
        <section aria-labelledby="news">
          <h2 id="news" className="section-title">
            {t('region.news')}
          </h2>
          <ul className="news-list">
            {news.map((n) => {
              const link = tryHref('region-news-post', lang, { region: region.slug, news: W.news[lang], post: n.slug });
              return <li key={n.slug}>{link ? <a href={link}>{n.title}</a> : n.title}</li>;
            })}
          </ul>
        </section>
      )}
      {region.ticketsUrl && (
        <p>
          <a className="button" href={region.ticketsUrl} target="_blank" rel="noopener">
            {t('region.tickets')}
            <span className="visually-hidden"> ({t('site.opensInNewTab')})</span>
          </a>
        </p>
      )}
    </div>
  );
}
