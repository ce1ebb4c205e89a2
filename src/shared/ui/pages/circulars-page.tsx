import { calendarDate, dayIn } from '../../i18n/dates.js';
import type { CircularsFields, ContentPage } from '../../league/content-views.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ContentFrame, NotPublished } from '../components/content/content-frame.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface CircularsData {
  /** The circulars shown: all, or `year`'s only. */
  page: ContentPage<CircularsFields> | null;
  /** Every year with a circular, newest first. */
  years: number[];
  year: number | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    circulars: CircularsData;
  }
}

/** The year filter as links: it works before any script, and after hydration without a reload. */
function YearFilter({ years, year }: { years: number[]; year: number | null }) {
  const t = useT();
  const { path } = usePage();
  if (years.length < 2) return null;
  const link = (y: number | null, label: string) => (
    <li key={label}>
      <a href={y === null ? path : `${path}?year=${y}`} aria-current={y === year ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <nav className="chips-nav" aria-label={t('content.circulars.filter')}>
      <ul className="chips">
        {[link(null, t('content.circulars.allYears')), ...years.map((y) => link(y, String(y)))]}
      </ul>
    </nav>
  );
}

function CircularList({ fields }: { fields: CircularsFields }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  if (fields.circulars.length === 0) return <p className="notice">{t('content.circulars.none')}</p>;
  return (
    <ol className="circulars">
      {fields.circulars.map((c) => (
        <li key={`${c.number}-${c.date}`} className="card circular">
          <p className="circular-meta">
            <span className="badge">{c.number}</span>
            <time dateTime={c.date}>{calendarDate(dayIn(c.date, region.timeZone), lang)}</time>
          </p>
          <h2 className="circular-title">{c.title}</h2>
          {c.summary && <p>{c.summary}</p>}
          {c.document && (
            <a className="button" href={c.document}>
              {t('content.circulars.document', { number: c.number })}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The official notices, newest first, each with its PDF; filtered by year through `?year=`. */
const MESSAGES = ['content.circulars', 'content.fallback', 'content.notPublished'];

export default definePage('circulars', MESSAGES, function CircularsPage({ data: { page, years, year } }) {
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {!page ? (
        <NotPublished />
      ) : (
        <ContentFrame page={page}>
          <YearFilter years={years} year={year} />
          <DataPart source={page.fields} variant="circulars">
            <CircularList fields={page.fields} />
          </DataPart>
        </ContentFrame>
      )}
    </>
  );
});
