import { type Lang, LOCALES } from '../../config/locales.js';
import { formatNumber } from '../../i18n/numbers.js';
import type { RegionHomeView } from '../../league/region-home-view.js';
import { href, tryHref } from '../../routing/href.js';
import { W } from '../../routing/words.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ZoneNote } from '../components/kick-off.js';
import { MatchList } from '../components/match-card.js';
import { StandingsTable } from '../components/standings-table.js';
import { DataPart } from '../kept-parts.js';

/** A line of a top three: the player, their team and the ranked figure. */
export interface Leader {
  name: string;
  team: string | null;
  total: number;
}

/** Each part loads on its own: a null part could not be loaded (or, the view, has no season yet). */
export interface RegionHomeData {
  view: RegionHomeView | null;
  /** The top 3 of the goals leaderboard. */
  scorers: Leader[] | null;
  /** The top 3 of the discipline ranking (docs/spec.md §7, /api/stats): yellow cards. */
  cards: Leader[] | null;
  news: { slug: string; title: string; date: string | null }[] | null;
  /** The language the region's news is written in. */
  newsLang: Lang;
  /** That language's name in the page's, when it is not the page's own. */
  newsLanguage: string | null;
}

/** A top three, each figure with its unit (the stat's abbreviation, named in full by its title). */
function Leaders({ id, title, rows, code }: { id: string; title: string; rows: Leader[]; code: string }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <section aria-labelledby={id} className="region-leaders">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ol className="top-list">
        {rows.map((c, i) => (
          <li key={i}>
            <strong dir="auto">{c.name}</strong>
            {c.team && <span className="muted"> · {c.team}</span>}
            <span className="top-total">
              {formatNumber(c.total, lang)} <abbr title={t(`stats.stat.${code}`)}>{t(`stats.abbr.${code}`)}</abbr>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The live part of a competition's home; each block shows only what loaded (null: none of it did). */
export function RegionLive({ data }: { data: RegionHomeData | null }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const { view, scorers, cards, news } = data ?? { view: null, scorers: null, cards: null, news: null };
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
      {scorers && scorers.length > 0 && <Leaders id="scorers" title={t('region.scorers')} rows={scorers} code="GOL" />}
      {cards && cards.length > 0 && <Leaders id="cards" title={t('region.cards')} rows={cards} code="CRT-G" />}
      {news === null && region.newsLang !== null && (
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
          {data?.newsLanguage && (
            <p className="muted news-language">{t('region.newsIn', { language: data.newsLanguage })}</p>
          )}
          <ul className="news-list">
            {news.map((n) => {
              const newsLang = data!.newsLang;
              const link = tryHref('region-news-post', newsLang, {
                region: region.slug,
                news: W.news[newsLang],
                post: n.slug,
              });
              return (
                <li key={n.slug} lang={newsLang === lang ? undefined : LOCALES[newsLang].tag}>
                  {link ? <a href={link}>{n.title}</a> : n.title}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {region.ticketsUrl && (
        <section aria-labelledby="tickets" className="region-tickets">
          <h2 id="tickets" className="section-title">
            {t('region.tickets')}
          </h2>
          <p>{t('region.ticketsLead', { league: region.leagueTitle })}</p>
          <p>
            <a className="button" href={region.ticketsUrl} target="_blank" rel="noopener">
              {t('region.ticketsButton')}
              <span className="visually-hidden"> ({t('site.opensInNewTab')})</span>
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
