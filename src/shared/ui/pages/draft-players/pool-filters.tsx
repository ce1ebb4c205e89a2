import type { FormEvent } from 'react';
import type { TeamRef } from '../../../league/draft-people.js';
import { POSITIONS, type PoolFilter, type TeamChoice } from '../../../league/pool-filter.js';
import { usePage, useT } from '../../app-context.js';

interface Props {
  filter: PoolFilter;
  teams: readonly TeamRef[];
  onChange: (filter: PoolFilter) => void;
  /** Once the page runs, every change filters at once: the submit button is for pages without script. */
  live: boolean;
}

const teamChoice = (value: string): TeamChoice | null =>
  value === '' ? null : value === 'drafted' || value === 'available' ? value : Number(value);

/** A plain GET form: without script it reloads the page with `?position=&team=&q=`; with it, it filters in place. */
export function PoolFilters({ filter, teams, onChange, live }: Props) {
  const t = useT();
  const { path } = usePage();
  const submit = (event: FormEvent) => {
    if (live) event.preventDefault();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the site serves
    <form
      className="pool-filters"
      method="get"
      action={path}
      role="search"
      aria-label={t('draft.pool.filters')}
      onSubmit={submit}
    >
      <div className="pool-field pool-field-search">
        <label htmlFor="pool-q">{t('draft.pool.search')}</label>
        <input
          id="pool-q"
          name="q"
          type="search"
          value={filter.q}
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange({ ...filter, q: e.target.value })}
        />
      </div>
      <div className="pool-field">
        <label htmlFor="pool-position">{t('draft.pool.position')}</label>
        <select
          id="pool-position"
          name="position"
          value={filter.position ?? ''}
          onChange={(e) => onChange({ ...filter, position: POSITIONS.find((p) => p === e.target.value) ?? null })}
        >
          <option value="">{t('draft.pool.allPositions')}</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {t(`player.roles.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="pool-field">
        <label htmlFor="pool-team">{t('draft.pool.team')}</label>
        <select
          id="pool-team"
          name="team"
          value={filter.team === null ? '' : String(filter.team)}
          onChange={(e) => onChange({ ...filter, team: teamChoice(e.target.value) })}
        >
          <option value="">{t('draft.pool.everyone')}</option>
          <option value="drafted">{t('draft.pool.drafted')}</option>
          <option value="available">{t('draft.pool.available')}</option>
          <optgroup label={t('draft.pool.byTeam')}>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <button type="submit" className="button" hidden={live}>
        {t('draft.pool.apply')}
      </button>
    </form>
  );
}
