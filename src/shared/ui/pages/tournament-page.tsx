import { LOCALES } from '../../config/locales.js';
import { calendarDate } from '../../i18n/dates.js';
import { formatNumber } from '../../i18n/numbers.js';
import type { TournamentView } from '../../league/tournament-view.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { Bracket } from '../components/bracket.js';
import { MatchCard } from '../components/match-card.js';
import { PageHead } from '../components/page-hero.js';
import { originLabel } from '../components/side-origin.js';
import { StandingsTable } from '../components/standings-table.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface TournamentData {
  /** Null: the competition has published no edition yet. */
  view: TournamentView | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    tournament: TournamentData;
  }
}

function Facts({ view }: { view: TournamentView }) {
  const t = useT();
  const { lang } = usePage();
  const n = (v: number) => formatNumber(v, lang);
  return (
    <section className="cup-facts" aria-labelledby="cup-facts">
      <h2 id="cup-facts" className="visually-hidden">
        {t('cups.atAGlance')}
      </h2>
      <dl>
        {view.start && view.finish && (
          <div>
            <dt>{t('cups.dates')}</dt>
            <dd>
              {calendarDate(view.start, lang)} – {calendarDate(view.finish, lang)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('cups.venues')}</dt>
          <dd>
            {view.venues === null
              ? t('cups.unavailable')
              : view.venues.map((v) => (v.country ? `${v.name} (${v.country})` : v.name)).join(' · ')}
          </dd>
        </div>
        <div>
          <dt>{t('cups.format')}</dt>
          <dd>
            {t('cups.formatText', {
              teams: n(view.format.teams),
              groups: n(view.format.groups),
              advance: n(view.format.advance),
            })}
          </dd>
        </div>
        {view.format.rounds.length > 0 && (
          <div>
            <dt>{t('cups.knockout')}</dt>
            <dd>{view.format.rounds.join(LOCALES[lang].dir === 'rtl' ? ' ← ' : ' → ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The cup's facts, groups, bracket and fixtures by day. */
function Cup({ view }: { view: TournamentView }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <>
      <Facts view={view} />
      <section aria-labelledby="cup-groups">
        <h2 id="cup-groups" className="section-title">
          {t('cups.groups')}
        </h2>
        <div className="cup-groups">
          {view.groups.map((g) => (
            <StandingsTable
              key={g.name}
              caption={t('tables.group', { name: g.name })}
              rows={g.rows}
              legend={g.legend}
            />
          ))}
        </div>
      </section>
      {view.bracket && <Bracket bracket={view.bracket} title={t('cups.knockout')} id="cup-bracket" />}
      <section aria-labelledby="cup-fixtures">
        <h2 id="cup-fixtures" className="section-title">
          {t('cups.fixtures')}
        </h2>
        {view.days.map((day) => (
          <section key={day.day} className="cup-day" aria-labelledby={`day-${day.day}`}>
            <h3 id={`day-${day.day}`}>{calendarDate(day.day, lang)}</h3>
            <ul className="match-list">
              {day.matches.map(({ homeOrigin, awayOrigin, ...m }) => {
                // A knockout side held by a placeholder says where its team comes from.
                const named = (side: typeof m.home, origin: typeof homeOrigin) =>
                  side.name === null ? { ...side, name: originLabel(t, lang, origin) } : side;
                return (
                  <li key={m.id}>
                    <MatchCard match={{ ...m, home: named(m.home, homeOrigin), away: named(m.away, awayOrigin) }} />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </section>
    </>
  );
}

const MESSAGES = [
  'cups.atAGlance',
  'cups.dates',
  'cups.fixtures',
  'cups.format',
  'cups.formatText',
  'cups.groups',
  'cups.knockout',
  'cups.matchLabel',
  'cups.origin',
  'cups.short',
  'cups.unavailable',
  'cups.venues',
  'cups.winner',
  'form',
  'legend',
  'match',
  'matches',
  'status',
  'tables',
  'zone',
];

export default definePage('tournament', MESSAGES, function TournamentPage({ data: { view } }) {
  const t = useT();
  const region = useRegion()!;
  if (!view)
    return (
      <>
        <PageHead kicker={region.leagueTitle} />
        <p className="notice">{t('tables.noSeason')}</p>
      </>
    );
  return (
    <>
      <PageHead kicker={`${region.leagueTitle} · ${view.seasonName}`} />
      {/* The whole cup as kept with its view: the server keeps its HTML beside it. */}
      <DataPart source={view} variant="tournament">
        <Cup view={view} />
      </DataPart>
    </>
  );
});
