import { useMemo } from 'react';
import { formatNumber } from '../../i18n/numbers.js';
import {
  addToBench,
  averageRating,
  emptySquad,
  FORMATIONS,
  isFormation,
  makeCaptain,
  place,
  remove,
  type Squad,
  type SquadProblem,
  slotLines,
  withFormation,
} from '../../league/sim/squad.js';
import { squadQuery } from '../../league/sim/squad-address.js';
import type { SquadSimView } from '../../league/sim/squad-view.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { useInteractive } from '../components/use-interactive.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { Pitch } from './squad-simulator/pitch.js';
import { PICKER_TITLE, PlayerPicker } from './squad-simulator/player-picker.js';
import { ShareTools } from './squad-simulator/share-tools.js';
import { SQUAD_TITLE, SquadList } from './squad-simulator/squad-list.js';
import { useChangeSaid } from './squad-simulator/use-change-said.js';
import { type Filters, type Shown, squadHref, useSquad } from './squad-simulator/use-squad.js';

export interface SquadSimulatorData {
  /** Null: the competition has no current season yet. */
  view: SquadSimView | null;
  squad: Squad;
  /** What the address asked for that the rules refused. */
  problems: SquadProblem[];
  filters: Filters;
  slot: number | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'squad-simulator': SquadSimulatorData;
  }
}

function Builder({ data, view }: { data: SquadSimulatorData; view: SquadSimView }) {
  const t = useT();
  const { path, lang } = usePage();
  const region = useRegion()!;
  const live = useInteractive();
  const initial = useMemo<Shown>(() => ({ squad: data.squad, slot: data.slot, filters: data.filters }), [data]);
  const { shown, problem, setProblem, update } = useSquad(path, initial, data.problems);
  const players = useMemo(() => new Map(view.players.map((p) => [p.id, p])), [view]);
  const teams = useMemo(() => new Map(view.teams.map((team) => [team.id, team])), [view]);
  const { squad } = shown;
  const lines = slotLines(squad.formation);
  const firstEmpty = squad.slots.indexOf(null);
  const active = shown.slot ?? (firstEmpty >= 0 ? firstEmpty : null);
  const slotLabel = (slot: number) =>
    `${t(`player.roles.${lines[slot]}`)} ${lines.slice(0, slot + 1).filter((l) => l === lines[slot]).length}`;
  const at = (squadNext: Squad, slot: number | null = null) => squadHref(path, { ...shown, squad: squadNext, slot });
  // Without a script each change is a new page: it opens at the heading of what comes next.
  const thenAt = (href: string, heading: string) => `${href}#${heading}`;
  const { said, say } = useChangeSaid();
  const apply = (result: { squad: Squad; problem: SquadProblem | null }, news: string, nextHeading: string) => {
    if (result.problem) {
      setProblem(result.problem);
      return;
    }
    update({ ...shown, squad: result.squad, slot: null }, 'push');
    say(news, nextHeading);
  };
  const nameOf = (id: number) => players.get(id)?.name ?? '';
  const average = averageRating(squad, players);
  const onPitch = squad.slots.filter((id) => id !== null).length;
  const state = Object.fromEntries(squadQuery(squad));
  return (
    <>
      {problem && (
        <p className="notice sim-problem" role="alert">
          {t(`sim.squad.problem.${problem}`)}
        </p>
      )}
      <div className="sim-layout">
        <div className="sim-main">
          <form className="sim-formation" method="get" action={path} onSubmit={(e) => live && e.preventDefault()}>
            {Object.entries(state)
              .filter(([k]) => k !== 'f')
              .map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
            <label htmlFor="sim-f">{t('sim.squad.formation')}</label>
            <select
              id="sim-f"
              name="f"
              value={squad.formation}
              onChange={(e) =>
                isFormation(e.target.value) && update({ ...shown, squad: withFormation(squad, e.target.value) }, 'push')
              }
            >
              {FORMATIONS.map((f) => (
                <option key={f} value={f}>{`1-${f}`}</option>
              ))}
            </select>
            {!live && (
              <button type="submit" className="button">
                {t('sim.squad.apply')}
              </button>
            )}
          </form>
          <Pitch
            squad={squad}
            active={active}
            players={players}
            teams={teams}
            slotHref={(slot) => at(squad, slot)}
            onSlot={(slot) => update({ ...shown, slot }, 'replace')}
          />
          <dl className="sim-summary">
            <div>
              <dt>{t('sim.squad.average')}</dt>
              <dd data-average>{average === null ? '–' : formatNumber(average, lang, 1)}</dd>
            </div>
            <div>
              <dt>{t('sim.squad.onPitch')}</dt>
              <dd>{onPitch}/7</dd>
            </div>
          </dl>
          <SquadList
            squad={squad}
            benchSize={view.benchSize}
            players={players}
            captainHref={(id) => thenAt(at(makeCaptain(squad, id).squad), SQUAD_TITLE)}
            removeHref={(id) => thenAt(at(remove(squad, id)), SQUAD_TITLE)}
            onCaptain={(id) =>
              apply(makeCaptain(squad, id), t('sim.squad.madeCaptain', { name: nameOf(id) }), SQUAD_TITLE)
            }
            onRemove={(id) =>
              apply(
                { squad: remove(squad, id), problem: null },
                t('sim.squad.removed', { name: nameOf(id) }),
                SQUAD_TITLE,
              )
            }
          />
          <p>
            <a href={at(squad)}>{t('sim.squad.link')}</a>
          </p>
          {live && (
            <ShareTools
              href={at(squad)}
              exportInput={() => ({
                squad,
                players,
                teams,
                rtl: document.dir === 'rtl',
                title: t('page.region-squad-simulator'),
                subtitle: `${region.leagueTitle} · 1-${squad.formation}${average === null ? '' : ` · ${formatNumber(average, lang, 1)}`}`,
              })}
            />
          )}
        </div>
        <PlayerPicker
          players={view.players}
          teams={view.teams}
          squad={squad}
          filters={shown.filters}
          live={live}
          target={active === null ? { kind: 'bench' } : { kind: 'slot', label: slotLabel(active), goal: active === 0 }}
          hidden={{ ...state, ...(shown.slot !== null ? { slot: String(shown.slot) } : {}) }}
          onFilters={(filters) => update({ ...shown, filters }, 'replace')}
          pickHref={(p) =>
            thenAt(at({ ...squad, slots: squad.slots.map((id, i) => (i === active ? p.id : id)) }), PICKER_TITLE)
          }
          benchHref={(p) => thenAt(at({ ...squad, bench: [...squad.bench, p.id] }, shown.slot), PICKER_TITLE)}
          onPick={(p) =>
            active !== null &&
            apply(
              place(squad, active, p),
              t('sim.squad.placed', { name: p.name, slot: slotLabel(active) }),
              PICKER_TITLE,
            )
          }
          onBench={(p) =>
            apply(addToBench(squad, p, view.benchSize), t('sim.squad.benched', { name: p.name }), PICKER_TITLE)
          }
        />
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}

/** The address carries no squad, slot, filter or problem. */
function pristine(data: SquadSimulatorData): boolean {
  return (
    data.problems.length === 0 &&
    data.slot === null &&
    !data.filters.q &&
    data.filters.team === null &&
    data.filters.pos === null &&
    squadQuery(data.squad).toString() === squadQuery(emptySquad()).toString()
  );
}

export default definePage('squad-simulator', ['player.roles', 'sim.squad'], function SquadSimulatorPage({ data }) {
  const t = useT();
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {!data.view || data.view.players.length === 0 ? (
        <p className="notice">{t('sim.squad.noPlayers')}</p>
      ) : (
        <>
          <p className="lead sim-lead">{t('sim.squad.lead', { season: data.view.seasonName })}</p>
          {/* As every visitor first sees it, the simulator is kept with the season's players: the server keeps its HTML beside them. */}
          <DataPart source={pristine(data) ? data.view : null} variant="squad-simulator">
            <Builder data={data} view={data.view} />
          </DataPart>
        </>
      )}
    </>
  );
});
