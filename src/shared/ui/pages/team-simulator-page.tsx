import { useMemo } from 'react';
import { type Prediction, projectTable } from '../../league/sim/rules.js';
import type { TeamSimView } from '../../league/sim/team-sim-view.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ZoneNote } from '../components/kick-off.js';
import { PageHead } from '../components/page-hero.js';
import { useInteractive } from '../components/use-interactive.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { BracketProjection } from './team-simulator/bracket-projection.js';
import { fillHomeWins, fillRandom } from './team-simulator/fill.js';
import { FixturesForm } from './team-simulator/fixtures-form.js';
import { OddsPanel } from './team-simulator/odds-panel.js';
import { ProjectedTable } from './team-simulator/projected-table.js';
import { type Predictions, predictionsHref, usePredictions } from './team-simulator/use-predictions.js';

export interface TeamSimulatorData {
  /** Null: the competition has no season with a table yet. */
  view: TeamSimView | null;
  /** The predictions the address carries, each for a remaining fixture. */
  predictions: [number, Prediction][];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'team-simulator': TeamSimulatorData;
  }
}

/**
 * On a phone the table sits under every fixture: a sticky switch, Inputs or Table, shows one of
 * them (CSS reads the checked radio, so it works before and without the script). The radios are
 * outside the form: the switch is no prediction.
 */
function ViewToggle() {
  const t = useT();
  return (
    <fieldset className="sim-view-toggle">
      <legend className="visually-hidden">{t('sim.team.show')}</legend>
      <input type="radio" id="sim-show-inputs" name="sim-view" defaultChecked />
      <label htmlFor="sim-show-inputs">{t('sim.team.showInputs')}</label>
      <input type="radio" id="sim-show-table" name="sim-view" />
      <label htmlFor="sim-show-table">{t('sim.team.showTable')}</label>
    </fieldset>
  );
}

function Simulator({ view, initial }: { view: TeamSimView; initial: TeamSimulatorData['predictions'] }) {
  const t = useT();
  const { path } = usePage();
  const region = useRegion()!;
  const live = useInteractive();
  const { predictions, commit } = usePredictions(path, initial);
  const fixtures = useMemo(() => view.turns.flatMap((turn) => turn.fixtures), [view]);
  const teams = useMemo(() => new Map(view.teams.map((team) => [team.id, team])), [view]);
  const before = useMemo(() => new Map(view.base.map((r, i) => [r.teamId, i])), [view]);
  const rows = useMemo(() => projectTable(view.base, fixtures, predictions), [view, fixtures, predictions]);
  const fills: [string, Predictions][] = [
    ['homeWins', fillHomeWins(fixtures, predictions)],
    ['random', fillRandom(fixtures, predictions, predictionsHref(path, predictions))],
    ['reset', new Map()],
  ];
  const predict = (id: number, p: Prediction | null) => {
    const next = new Map(predictions);
    if (p) next.set(id, p);
    else next.delete(id);
    commit(next, id);
  };
  return (
    <div className="sim-layout">
      <ViewToggle />
      <div className="sim-main">
        <ZoneNote league={region.timeZone} />
        <nav className="sim-fill" aria-label={t('sim.team.fill')}>
          <span>{t('sim.team.fill')}</span>
          {fills.map(([key, next]) => (
            <a
              key={key}
              className="button sim-secondary"
              href={predictionsHref(path, next)}
              onClick={(e) => {
                e.preventDefault();
                commit(next, null);
              }}
            >
              {t(`sim.team.${key}`)}
            </a>
          ))}
        </nav>
        <FixturesForm turns={view.turns} teams={teams} predictions={predictions} live={live} onPredict={predict} />
      </div>
      <div className="sim-side-panel">
        <ProjectedTable
          rows={rows}
          teams={teams}
          before={before}
          legend={view.legend}
          caption={t('sim.team.projected', { season: view.seasonName })}
        />
        <BracketProjection pairs={view.bracket} round={view.bracketRound} rows={rows} teams={teams} />
        {live && fixtures.length > 0 && (
          <OddsPanel
            input={{ base: view.base, fixtures, predictions: [...predictions], playoffPlaces: view.playoffPlaces }}
            teams={teams}
            order={rows.map((r) => r.teamId)}
          />
        )}
      </div>
    </div>
  );
}

export default definePage(
  'team-simulator',
  ['form', 'legend', 'matches', 'sim.team', 'status', 'tables', 'zone'],
  function TeamSimulatorPage({ data }) {
    const t = useT();
    const region = useRegion()!;
    return (
      <>
        <PageHead kicker={region.leagueTitle} />
        {!data.view ? (
          <p className="notice">{t('tables.noSeason')}</p>
        ) : (
          <>
            <p className="lead sim-lead">{t(data.view.turns.length > 0 ? 'sim.team.lead' : 'sim.team.finished')}</p>
            {/* Before any prediction the simulator shows the season as it stands: the server keeps its HTML. */}
            <DataPart source={data.predictions.length === 0 ? data.view : null} variant="team-simulator">
              <Simulator view={data.view} initial={data.predictions} />
            </DataPart>
          </>
        )}
      </>
    );
  },
);
