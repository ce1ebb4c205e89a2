import { MAX_GOALS } from '../../../league/sim/encoding.js';
import { useT } from '../../app-context.js';

interface Props {
  name: 'h' | 'a';
  value: number | null;
  team: string;
  /** Steppers need the page's script; before it runs the plain number field is the whole control. */
  live: boolean;
  onChange: (goals: number | null) => void;
}

/** One side's goals: a number field, with − and + once the page is interactive. */
export function ScoreInput({ name, value, team, live, onChange }: Props) {
  const t = useT();
  const step = (d: number) => onChange(Math.min(MAX_GOALS, Math.max(0, (value ?? 0) + d)));
  return (
    <span className={`sim-score sim-score-${name === 'h' ? 'home' : 'away'}`}>
      {live && (
        <button
          type="button"
          className="sim-step"
          aria-label={t('sim.team.fewer', { team })}
          onClick={() => step(-1)}
          disabled={!value}
        >
          −
        </button>
      )}
      <input
        type="number"
        inputMode="numeric"
        name={name}
        min={0}
        max={MAX_GOALS}
        aria-label={t('sim.team.goals', { team })}
        value={value ?? ''}
        onChange={(e) => {
          const n = e.target.value === '' ? null : Math.trunc(Number(e.target.value));
          onChange(n === null || !Number.isFinite(n) ? null : Math.min(MAX_GOALS, Math.max(0, n)));
        }}
      />
      {live && (
        <button
          type="button"
          className="sim-step"
          aria-label={t('sim.team.more', { team })}
          onClick={() => step(1)}
          disabled={value === MAX_GOALS}
        >
          +
        </button>
      )}
    </span>
  );
}
