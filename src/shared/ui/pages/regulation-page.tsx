import { calendarDate } from '../../i18n/dates.js';
import type { ContentPage, RegulationFields } from '../../league/content-views.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ContentFrame, NotPublished, Prose } from '../components/content/content-frame.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface RegulationData {
  page: ContentPage<RegulationFields> | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    regulation: RegulationData;
  }
}

function Regulation({ page }: { page: ContentPage<RegulationFields> }) {
  const t = useT();
  const { lang } = usePage();
  const { version, effective, sections } = page.fields;
  return (
    <div className="regulation">
      <nav className="regulation-toc" aria-labelledby="regulation-toc-title">
        <h2 id="regulation-toc-title" className="regulation-toc-title">
          {t('content.regulation.contents')}
        </h2>
        <ol>
          {sections.map((s) => (
            <li key={s.slug}>
              <a href={`#${s.slug}`}>
                <span className="regulation-num">{s.number}.</span> {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="regulation-body">
        {(version || effective) && (
          <p className="regulation-version">
            {version && <span>{t('content.regulation.version', { version })}</span>}
            {effective && <span>{t('content.regulation.effective', { date: calendarDate(effective, lang) })}</span>}
          </p>
        )}
        <Prose html={page.intro} className="lead-text" />
        {sections.map((s) => (
          <section key={s.slug} id={s.slug} className="regulation-section" aria-labelledby={`${s.slug}-title`}>
            <h2 id={`${s.slug}-title`}>
              <span className="regulation-num">{s.number}.</span> {s.title}
            </h2>
            <ol className="regulation-articles">
              {s.articles.map((html, i) => (
                <li key={i} id={`${s.slug}-${i + 1}`}>
                  <a className="regulation-article-num" href={`#${s.slug}-${i + 1}`}>
                    {s.number}.{i + 1}
                  </a>
                  <Prose html={html} />
                </li>
              ))}
            </ol>
            <a className="back-to-top" href="#main">
              {t('content.regulation.backToTop')}
            </a>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The rules as one long document: numbered sections with anchors, a sticky table of contents, printable. */
const MESSAGES = ['content.fallback', 'content.notPublished', 'content.regulation'];

export default definePage('regulation', MESSAGES, function RegulationPage({ data: { page } }) {
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {!page ? (
        <NotPublished />
      ) : (
        <ContentFrame page={page}>
          <DataPart source={page} variant="regulation">
            <Regulation page={page} />
          </DataPart>
        </ContentFrame>
      )}
    </>
  );
});
