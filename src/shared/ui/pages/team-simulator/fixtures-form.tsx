import type { Prediction } from '../../../league/sim/rules.js';
import type { SimTeam, TeamSimView } from '../../../league/sim/team-sim-view.js';
import { usePage, useRegion, useT } from '../../app-context.js';
import { KickOff } from '../../components/kick-off.js';
import { TeamBadge } from '../../components/team-badge.js';
import { ScoreInput } from './score-input.js';
import type { Predictions } from './use-predictions.js';

/** The full name, and the three letters a phone has room for (CSS shows one of them). */
function TeamName({ team }: { team: SimTeam }) {
  return (
    <>
      <span className="sim-name-long" dir="auto">
        {team.name}
      </span>
      <abbr className="sim-name-short" title={team.name}>
        {team.shortName}
      </abbr>
    </>
  );
}

interface Props {
  turns: TeamSimView['turns'];
  teams: ReadonlyMap<number, SimTeam>;
  predictions: Predictions;
  live: boolean;
  onPredict: (matchId: number, prediction: Prediction | null) => void;
}

/**
 * Every remaining fixture by turn, as one GET form: without a script the visitor types scores
 * and submits (docs/decisions/0035-simulator-state-in-the-address.md); with one, each change
 * updates the table at once and the submit button is not needed.
 */
export function FixturesForm({ turns, teams, predictions, live, onPredict }: Props) {
  const t = useT();
  const { path } = usePage();
  const region = useRegion()!;
  const side = (id: number) => teams.get(id)!;
  const change = (id: number, current: Prediction | undefined, which: 'home' | 'away', goals: number | null) => {
    if (goals === null) return onPredict(id, null);
    const next = {
      home: current?.home ?? 0,
      away: current?.away ?? 0,
      shootout: current?.shootout ?? null,
      [which]: goals,
    };
    onPredict(id, { ...next, shootout: next.home === next.away ? next.shootout : null });
  };
  return (
    <form className="sim-fixtures" method="get" action={path} onSubmit={(e) => live && e.preventDefault()}>
      {turns.map((turn) => (
        <fieldset key={turn.id} className="sim-turn">
          <legend>{turn.name}</legend>
          <ul>
            {turn.fixtures.map((f) => {
              const p = predictions.get(f.id);
              const [home, away] = [side(f.homeId), side(f.awayId)];
              const draw = !!p && p.home === p.away;
              return (
                <li key={f.id} className="sim-fixture" data-match={f.id}>
                  <input type="hidden" name="m" value={f.id} />
                  {f.postponed ? (
                    <span className="sim-date">{t('status.rescheduled')}</span>
                  ) : (
                    f.date && (
                      // With the zone's name: the times follow the visitor's zone once hydrated.
                      <span className="sim-date">
                        <KickOff iso={f.date} league={region.timeZone} />
                      </span>
                    )
                  )}
                  <span className="sim-side sim-home">
                    <TeamName team={home} />
                    <TeamBadge color={home.color} shortName={home.shortName} logo={home.logo} size={24} />
                  </span>
                  <ScoreInput
                    name="h"
                    value={p?.home ?? null}
                    team={home.name}
                    live={live}
                    onChange={(g) => change(f.id, p, 'home', g)}
                  />
                  <ScoreInput
                    name="a"
                    value={p?.away ?? null}
                    team={away.name}
                    live={live}
                    onChange={(g) => change(f.id, p, 'away', g)}
                  />
                  <span className="sim-side sim-away">
                    <TeamBadge color={away.color} shortName={away.shortName} logo={away.logo} size={24} />
                    <TeamName team={away} />
                  </span>
                  <label className="sim-shootout" hidden={live && !draw}>
                    <span>{t('sim.team.shootout')}</span>
                    <select
                      name="w"
                      value={p?.shootout ?? ''}
                      onChange={(e) =>
                        p &&
                        onPredict(f.id, {
                          ...p,
                          shootout: e.target.value === 'home' || e.target.value === 'away' ? e.target.value : null,
                        })
                      }
                    >
                      <option value="">{t('sim.team.choose')}</option>
                      <option value="home">{home.name}</option>
                      <option value="away">{away.name}</option>
                    </select>
                  </label>
                  {live && draw && !p.shootout && (
                    <p className="sim-hint" role="status">
                      {t('sim.team.pickShootout')}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {!live && (
        <button type="submit" className="button">
          {t('sim.team.update')}
        </button>
      )}
    </form>
  );
}
