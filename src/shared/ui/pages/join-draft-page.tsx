import { longDate } from '../../i18n/dates.js';
import type { ApplicationView } from '../../league/application-view.js';
import type { DraftTally } from '../../league/draft-lists.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ExternalLink } from '../components/external-link.js';
import { PageHero } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { DraftLinks } from './draft/draft-links.js';

export interface JoinDraftData {
  /** Null when the league has announced no call to its next draft. */
  application: ApplicationView | null;
  /** When the next call opens, while no call is announced in full; null when the league has not said. */
  nextCall: string | null;
  /** What the current edition's draft came to; null when it drafted nobody. */
  edition: (DraftTally & { season: string }) | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'join-draft': JoinDraftData;
  }
}

const STEPS = ['apply', 'shortlist', 'tryouts', 'draft'] as const;

function Eligibility({ view }: { view: ApplicationView }) {
  const t = useT();
  const age =
    view.minimumAge !== null && view.maximumAge !== null
      ? t('draft.join.ageRange', { min: view.minimumAge, max: view.maximumAge })
      : view.minimumAge !== null
        ? t('draft.join.ageFrom', { min: view.minimumAge })
        : null;
  const rows: [string, string][] = [];
  if (age) rows.push([t('draft.join.age'), age]);
  if (view.gender === 'male' || view.gender === 'female')
    rows.push([t('draft.join.who'), t(`draft.join.gender.${view.gender}`)]);
  if (view.residence.length > 0) rows.push([t('draft.join.residence'), view.residence.join(', ')]);
  return (
    <section aria-labelledby="join-who" className="join-card">
      <h2 id="join-who">{t('draft.join.eligibility')}</h2>
      <dl className="join-facts">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {view.requirements.length > 0 && (
        <>
          <h3>{t('draft.join.requirements')}</h3>
          <ul className="join-checks">
            {view.requirements.map((r) => (
              <li key={r}>{t(`draft.join.requirement.${r}`)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function KeyDates({ view }: { view: ApplicationView }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  return (
    <section aria-labelledby="join-dates" className="join-card">
      <h2 id="join-dates">{t('draft.join.dates')}</h2>
      <ol className="join-timeline">
        {view.dates.map((d) => (
          <li key={d.key} className={d.past ? 'is-past' : undefined}>
            <time dateTime={d.date}>{longDate(d.date, lang, region.timeZone)}</time>
            <span>{t(`draft.join.date.${d.key}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Who may apply, the key dates and how the draft goes. */
function CallDetails({ view }: { view: ApplicationView }) {
  const t = useT();
  return (
    <>
      <div className="join-grid">
        <Eligibility view={view} />
        <KeyDates view={view} />
      </div>
      <section aria-labelledby="join-how">
        <h2 id="join-how" className="section-title">
          {t('draft.join.how')}
        </h2>
        <ol className="join-steps">
          {STEPS.map((s) => (
            <li key={s}>
              <strong>{t(`draft.join.step.${s}.title`)}</strong>
              <span>{t(`draft.join.step.${s}.text`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function EditionDraft({ edition }: { edition: NonNullable<JoinDraftData['edition']> }) {
  const t = useT();
  return (
    <section aria-labelledby="join-edition" className="join-card">
      <h2 id="join-edition">{t('draft.join.edition.title', { season: edition.season })}</h2>
      <p>{t('draft.join.edition.text', { drafted: edition.drafted, teams: edition.teams })}</p>
    </section>
  );
}

export default definePage(
  'join-draft',
  ['draft.join', 'draft.more'],
  function JoinDraftPage({ data: { application: view, nextCall, edition } }) {
    const t = useT();
    const { lang } = usePage();
    const region = useRegion()!;
    const when = (key: 'opens' | 'closes' | 'draft') => {
      const d = view?.dates.find((x) => x.key === key);
      return d ? longDate(d.date, lang, region.timeZone) : '';
    };
    const lead = !view
      ? nextCall
        ? t('draft.join.upcoming', { league: region.leagueTitle, opens: longDate(nextCall, lang, region.timeZone) })
        : t('draft.join.noCall', { league: region.leagueTitle })
      : view.status === 'open'
        ? t('draft.join.open', { league: region.leagueTitle, closes: when('closes') })
        : view.status === 'upcoming'
          ? t('draft.join.upcoming', { league: region.leagueTitle, opens: when('opens') })
          : t('draft.join.closed', { league: region.leagueTitle, closes: when('closes') });
    const form = view?.status === 'open' ? region.draftFormUrl : undefined;
    return (
      <>
        <PageHero kicker={region.leagueTitle} title={t('page.region-join-the-draft')} lead={lead}>
          {form && (
            <ExternalLink href={form} className="button button-accent">
              {t('draft.join.apply')}
            </ExternalLink>
          )}
        </PageHero>
        {view && (
          <>
            {view.status === 'open' && !form && <p className="notice">{t('draft.join.noForm')}</p>}
            {/* The call as kept with its view: the server keeps its HTML beside it. */}
            <DataPart source={view} variant="join">
              <CallDetails view={view} />
            </DataPart>
            <p className="muted join-privacy">{t('draft.join.privacy')}</p>
          </>
        )}
        {edition && <EditionDraft edition={edition} />}
        <DraftLinks />
      </>
    );
  },
);
