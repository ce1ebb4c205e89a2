import { useEffect, useMemo, useState } from 'react';
import type { ContentPage, FaqFields } from '../../league/content-views.js';
import { useRegion, useT } from '../app-context.js';
import { ContentFrame, NotPublished, Prose } from '../components/content/content-frame.js';
import { PageHead } from '../components/page-hero.js';
import { useInteractive } from '../components/use-interactive.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface FaqsData {
  /** Null: the region's CMS has no FAQ page in any language. */
  page: ContentPage<FaqFields> | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    faqs: FaqsData;
  }
}

/** Case- and accent-blind, so "penalti" finds "Penalti" and "fútbol" finds "futbol". */
const fold = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Opens the question a `#slug` names, on load and on every same-page hash link, and brings it into view. */
function useOpenFromHash() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: 'start' });
      target.querySelector('summary')?.focus({ preventScroll: true });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

function FaqList({ fields }: { fields: FaqFields }) {
  const t = useT();
  const [query, setQuery] = useState('');
  // The search box works only with script: it appears once the page is hydrated.
  const ready = useInteractive();
  useOpenFromHash();
  const needle = fold(query.trim());
  const topics = useMemo(
    () =>
      fields.topics.map((topic) => ({
        ...topic,
        questions: topic.questions.map((q) => ({
          ...q,
          shown: !needle || fold(`${q.question} ${q.text}`).includes(needle),
        })),
      })),
    [fields, needle],
  );
  const found = topics.reduce((n, topic) => n + topic.questions.filter((q) => q.shown).length, 0);
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the site serves */}
      <div role="search" className="faq-search" hidden={!ready}>
        <label htmlFor="faq-query">{t('content.faq.search')}</label>
        <input
          id="faq-query"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('content.faq.placeholder')}
          autoComplete="off"
        />
        <p className="faq-count" role="status">
          {!needle
            ? ''
            : found === 1
              ? t('content.faq.resultOne')
              : found
                ? t('content.faq.results', { count: found })
                : t('content.faq.noResults', { query: query.trim() })}
        </p>
      </div>
      <nav className="chips-nav" aria-label={t('content.faq.topics')}>
        <ul className="chips">
          {fields.topics.map((topic) => (
            <li key={topic.slug}>
              <a href={`#topic-${topic.slug}`}>{topic.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Every question of the cached CMS page, as the server renders it (nothing searched yet): kept beside those fields. */}
      <DataPart source={fields} variant="faq">
        <>
          {topics.map((topic) => (
            <section
              key={topic.slug}
              className="faq-topic"
              aria-labelledby={`topic-${topic.slug}`}
              hidden={topic.questions.every((q) => !q.shown)}
            >
              <h2 id={`topic-${topic.slug}`} className="section-title">
                {topic.title}
              </h2>
              {topic.questions.map((q) => (
                <details key={q.slug} id={q.slug} className="faq" hidden={!q.shown}>
                  <summary>
                    <span className="faq-question">{q.question}</span>
                  </summary>
                  <div className="faq-answer">
                    <Prose html={q.answer} />
                    <a className="faq-link" href={`#${q.slug}`}>
                      {t('content.faq.link')}
                    </a>
                  </div>
                </details>
              ))}
            </section>
          ))}
        </>
      </DataPart>
    </>
  );
}

/** Questions grouped by topic, each a disclosure with its own address (`#slug`), searchable once hydrated. */
export default definePage(
  'faqs',
  ['content.fallback', 'content.faq', 'content.notPublished'],
  function FaqsPage({ data: { page } }) {
    const region = useRegion()!;
    return (
      <>
        <PageHead kicker={region.leagueTitle} />
        {!page ? (
          <NotPublished />
        ) : (
          <ContentFrame page={page}>
            <Prose html={page.intro} className="lead-text" />
            <FaqList fields={page.fields} />
          </ContentFrame>
        )}
      </>
    );
  },
);
