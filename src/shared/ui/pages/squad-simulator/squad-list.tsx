import type { Squad, SquadPlayer } from '../../../league/sim/squad.js';
import { slotLines } from '../../../league/sim/squad.js';
import { useT } from '../../app-context.js';

/** The list's heading: focus goes there once a player is removed or made captain. */
export const SQUAD_TITLE = 'sim-squad-title';

interface Props {
  squad: Squad;
  benchSize: number;
  players: ReadonlyMap<number, SquadPlayer>;
  captainHref: (id: number) => string;
  removeHref: (id: number) => string;
  onCaptain: (id: number) => void;
  onRemove: (id: number) => void;
}

/** The chosen players as a list: captain and remove for each, the bench after the seven. */
export function SquadList({ squad, benchSize, players, captainHref, removeHref, onCaptain, onRemove }: Props) {
  const t = useT();
  const lines = slotLines(squad.formation);
  const action = (
    label: string,
    name: string,
    hrefOf: (id: number) => string,
    run: (id: number) => void,
    id: number,
  ) => (
    <a
      className="button sim-secondary"
      href={hrefOf(id)}
      onClick={(e) => {
        e.preventDefault();
        run(id);
      }}
    >
      {label}
      <span className="visually-hidden">: {name}</span>
    </a>
  );
  const item = (id: number, role: string) => {
    const p = players.get(id);
    if (!p) return null;
    return (
      <li key={id}>
        <span>
          <strong>{p.short}</strong>{' '}
          <span className="sim-player-meta">
            {role} · {p.rating ?? '–'}
          </span>
          {squad.captain === id && (
            <>
              {' '}
              · <em>{t('sim.squad.captain')}</em>
            </>
          )}
        </span>
        <span className="sim-actions">
          {squad.slots.includes(id) &&
            squad.captain !== id &&
            action(t('sim.squad.makeCaptain'), p.name, captainHref, onCaptain, id)}
          {action(t('sim.squad.remove'), p.name, removeHref, onRemove, id)}
        </span>
      </li>
    );
  };
  return (
    <section className="sim-squad-list" aria-labelledby={SQUAD_TITLE}>
      <h2 id={SQUAD_TITLE} className="section-title" tabIndex={-1}>
        {t('sim.squad.yourSquad')}
      </h2>
      <ul>{squad.slots.map((id, slot) => (id === null ? null : item(id, t(`player.roles.${lines[slot]}`))))}</ul>
      <h3>{t('sim.squad.bench', { n: squad.bench.length, max: benchSize })}</h3>
      {squad.bench.length === 0 ? (
        <p className="sim-player-meta">{t('sim.squad.benchEmpty')}</p>
      ) : (
        <ul>{squad.bench.map((id) => item(id, t('sim.squad.sub')))}</ul>
      )}
    </section>
  );
}
