import type { SearchGroup } from '../../search/search-index.js';
import { useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { SiteSearch } from '../components/site-search.js';
import { definePage } from '../define-page.js';

export interface SearchData {
  /** The query searched on, as cut; empty before a search. */
  query: string;
  groups: SearchGroup[];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    search: SearchData;
  }
}

/** The site search's results: teams, players, news and pages, each a link to its page. */
export default definePage('search', ['search'], function SearchPage({ data }) {
  const t = useT();
  const { query, groups } = data;
  return (
    <div className="search-page">
      <PageHead title={query ? t('search.titleWith', { query }) : undefined} />
      <SiteSearch idPrefix="search-page" initial={query} />
      {query === '' ? (
        <p className="lead">{t('search.empty')}</p>
      ) : groups.length === 0 ? (
        <p className="notice">{t('search.none', { query })}</p>
      ) : (
        groups.map((group) => (
          <section key={group.kind} className="search-group" aria-labelledby={`search-${group.kind}`}>
            <h2 id={`search-${group.kind}`}>{t(`site.searchKinds.${group.kind}`)}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.href}>
                  <a href={entry.href}>{entry.name}</a>
                  {entry.detail && <span className="search-detail">{entry.detail}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
});
