import { kickOff, zoneLabel } from '../../i18n/dates.js';
import type { AccreditationFields, ContentPage } from '../../league/content-views.js';
import type { AccreditationDeadline } from '../../league/upcoming.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ContentFrame, NotPublished, Prose } from '../components/content/content-frame.js';
import { ExternalLink } from '../components/external-link.js';
import { PageHead } from '../components/page-hero.js';
import { ScrollRegion } from '../components/scroll-region.js';
import { definePage } from '../define-page.js';

export interface AccreditationData {
  page: ContentPage<AccreditationFields> | null;
  /** The coming matchdays' deadlines; null when the season could not be read (said in place). */
  deadlines: AccreditationDeadline[] | null;
  hours: number;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    accreditation: AccreditationData;
  }
}

function Deadlines({ deadlines }: { deadlines: AccreditationDeadline[] | null }) {
  const t = useT();
  const { lang, now } = usePage();
  const region = useRegion()!;
  if (!deadlines) return <p className="notice">{t('data.unavailable')}</p>;
  if (deadlines.length === 0) return <p className="notice">{t('content.accreditation.noMatchdays')}</p>;
  return (
    <>
      <figure className="table-card">
        <ScrollRegion label={t('content.accreditation.deadlines')}>
          <table className="standings deadlines">
            <caption>{t('content.accreditation.deadlines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('matches.turn')}</th>
                <th scope="col">{t('content.accreditation.firstKickOff')}</th>
                <th scope="col">{t('content.accreditation.closes')}</th>
              </tr>
            </thead>
            <tbody>
              {deadlines.map((d) => (
                <tr key={d.turnId}>
                  <th scope="row">{d.name}</th>
                  <td>
                    <time dateTime={d.firstKickOff}>{kickOff(d.firstKickOff, lang, region.timeZone)}</time>
                  </td>
                  <td>
                    <time dateTime={d.closes}>{kickOff(d.closes, lang, region.timeZone)}</time>
                    {!d.open && <span className="deadline-closed">{t('content.accreditation.closed')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </figure>
      <p className="muted">{t('zone.league', { zone: zoneLabel(now, lang, region.timeZone) })}</p>
    </>
  );
}

/** Who can apply, what to bring, the deadline of each coming matchday, and the way to the form. */
const MESSAGES = ['content.accreditation', 'content.fallback', 'content.notPublished', 'matches', 'zone'];

export default definePage('accreditation', MESSAGES, function AccreditationPage({ data: { page, deadlines } }) {
  const t = useT();
  const region = useRegion()!;
  const apply = region.accreditationUrl && (
    <ExternalLink href={region.accreditationUrl} className="button button-accent">
      {t('content.accreditation.apply')}
    </ExternalLink>
  );
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {!page ? (
        <NotPublished />
      ) : (
        <ContentFrame page={page}>
          <Prose html={page.intro} className="lead-text" />
          {apply && <p className="content-actions">{apply}</p>}
          {page.fields.sections.map((s) => (
            <section key={s.slug} id={s.slug} aria-labelledby={`${s.slug}-title`} className="content-section">
              <h2 id={`${s.slug}-title`} className="section-title">
                {s.title}
              </h2>
              <Prose html={s.html} />
              {s.slug === 'deadlines' && <Deadlines deadlines={deadlines} />}
            </section>
          ))}
          {!page.fields.sections.some((s) => s.slug === 'deadlines') && (
            <section aria-labelledby="deadlines-title" className="content-section">
              <h2 id="deadlines-title" className="section-title">
                {t('content.accreditation.deadlines')}
              </h2>
              <Deadlines deadlines={deadlines} />
            </section>
          )}
          {apply && <p className="content-actions">{apply}</p>}
        </ContentFrame>
      )}
    </>
  );
});
