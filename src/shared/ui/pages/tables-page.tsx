import type { TablesView } from '../../league/tables-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { Bracket } from '../components/bracket.js';
import { PageHead } from '../components/page-hero.js';
import { SeasonPartners } from '../components/season-partners.js';
import { SeasonPicker } from '../components/season-picker.js';
import { StandingsTable } from '../components/standings-table.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

const ABBREVIATIONS = [
  'played',
  'won',
  'wonShootout',
  'lostShootout',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
] as const;

export interface TablesData {
  seasons: { id: number; name: string }[];
  selected: number | null;
  /** Null: the competition has published no season yet. */
  view: TablesView | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    tables: TablesData;
  }
}

const MESSAGES = [
  'cups.matchLabel',
  'cups.origin',
  'cups.short',
  'cups.winner',
  'form',
  'legend',
  'match',
  'matches',
  'status',
  'tables',
];

export default definePage('tables', MESSAGES, function TablesPage({ data }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const { view } = data;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      <p className="lead">
        <a href={href('region-champions', lang, { region: region.slug })}>{t('nav.champions')}</a>
      </p>
      {!view ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : (
        <>
          <SeasonPicker seasons={data.seasons} selected={data.selected} />
          {/* The tables and bracket of a cached season: the server keeps their HTML beside it. */}
          <DataPart source={view} variant="tables">
            <>
              {view.groups.map((g) => (
                <StandingsTable
                  key={g.name}
                  caption={view.groups.length > 1 ? t('tables.group', { name: g.name }) : view.seasonName}
                  rows={g.rows}
                  legend={g.legend}
                  secondary={g.secondary}
                />
              ))}
              {view.playoff && <Bracket bracket={view.playoff} title={t('tables.playoff')} />}
              {view.partners.length > 0 && <SeasonPartners partners={view.partners} />}
            </>
          </DataPart>
          <section className="abbreviations" aria-labelledby="abbr">
            <h2 id="abbr">{t('tables.abbreviations')}</h2>
            <dl>
              {ABBREVIATIONS.map((c) => (
                <div key={c}>
                  <dt>{t(`tables.col.${c}`)}</dt>
                  <dd>{t(`tables.long.${c}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
    </>
  );
});
