import { longDateTime } from '../../i18n/dates.js';
import type { DraftView } from '../../league/draft-view.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { DraftLinks } from './draft/draft-links.js';
import { DraftRounds } from './draft/draft-rounds.js';

export interface DraftData {
  season: string | null;
  /** Null when the season has had no draft the league API knows of. */
  draft: DraftView | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    draft: DraftData;
  }
}

/** How the draft works, in the league's own numbers. */
function HowItWorks({ draft }: { draft: DraftView }) {
  const t = useT();
  const { rules } = draft;
  const facts: [string, number | null][] = [
    ['draft.hub.teams', rules.teams],
    ['draft.hub.rounds', rules.rounds],
    ['draft.hub.picks', rules.picks],
    ['draft.hub.wildcards', rules.wildcards],
    ['draft.hub.reserves', rules.reserves],
  ];
  return (
    <section aria-labelledby="draft-how" className="draft-how">
      <h2 id="draft-how" className="section-title">
        {t('draft.hub.how')}
      </h2>
      <dl className="draft-facts">
        {facts
          .filter(([, n]) => n !== null)
          .map(([key, n]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{n}</dd>
            </div>
          ))}
      </dl>
      <p>{t('draft.hub.turns', { teams: rules.teams, rounds: rules.rounds, picks: rules.picks })}</p>
      {rules.snake && <p>{t('draft.hub.snake')}</p>}
      {rules.wildcards !== null && rules.squadSize !== null && rules.wildcards > 0 && (
        <p>
          {t('draft.hub.wildcardsText', {
            n: rules.wildcards,
            from: rules.squadSize - rules.wildcards + 1,
            to: rules.squadSize,
            size: rules.squadSize,
          })}
        </p>
      )}
      {rules.reserves !== null && rules.reserves > 0 && <p>{t('draft.hub.reservesText', { n: rules.reserves })}</p>}
    </section>
  );
}

/** The draft's hub: how it works, its dates, every pick by round and the way to the other draft pages. */
const MESSAGES = ['draft.hub', 'draft.more', 'player.position', 'player.roles', 'player.team', 'tables'];

export default definePage('draft', MESSAGES, function DraftPage({ data }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const { draft } = data;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {data.season === null ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : !draft ? (
        <p className="notice">{t('draft.hub.none', { season: data.season })}</p>
      ) : (
        <>
          <dl className="draft-dates">
            {draft.date && (
              <div>
                <dt>{t('draft.hub.date', { season: data.season })}</dt>
                <dd>{longDateTime(draft.date, lang, region.timeZone)}</dd>
              </div>
            )}
            <div>
              <dt>{t('draft.hub.next')}</dt>
              <dd>
                {draft.nextDate ? longDateTime(draft.nextDate, lang, region.timeZone) : t('draft.hub.nextUnknown')}
              </dd>
            </div>
          </dl>
          <HowItWorks draft={draft} />
          <DraftLinks />
          <section aria-labelledby="draft-picks">
            <h2 id="draft-picks" className="section-title">
              {t('draft.hub.picksTitle')}
            </h2>
            {/* Every pick of a cached draft: the server keeps their HTML beside it. */}
            <DataPart source={draft} variant="rounds">
              <DraftRounds rounds={draft.rounds} region={region.slug} />
            </DataPart>
          </section>
        </>
      )}
      {(data.season === null || !draft) && <DraftLinks />}
    </>
  );
});
