import type { Line, Squad, SquadPlayer } from '../../../league/sim/squad.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';
import { usePage, useT } from '../../app-context.js';
import { TeamBadge } from '../../components/team-badge.js';
import type { Filters } from './use-squad.js';

const LINES: readonly Line[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];
/** The list shows the best-rated matches first; search and filters reach the rest. */
export const LIST_LIMIT = 30;
/** The list's heading: focus goes there once a player is chosen, and a link without a script opens at it. */
export const PICKER_TITLE = 'sim-picker-title';

interface Props {
  players: readonly SquadPlayer[];
  teams: readonly SimTeam[];
  squad: Squad;
  filters: Filters;
  /** What "pick" does: fill this slot, or, with every slot filled, add to the bench. */
  target: { kind: 'slot'; label: string; goal: boolean } | { kind: 'bench' };
  live: boolean;
  hidden: Record<string, string>;
  onFilters: (filters: Filters) => void;
  pickHref: (player: SquadPlayer) => string;
  benchHref: (player: SquadPlayer) => string;
  onPick: (player: SquadPlayer) => void;
  onBench: (player: SquadPlayer) => void;
}

/**
 * A player the list shows: the search and filters, and, without a position filter, only those
 * the open slot takes (goalkeepers for the goal, outfield players elsewhere).
 */
export function matches(player: SquadPlayer, filters: Filters, teamName: string, goal: boolean | null): boolean {
  const q = filters.q.trim().toLocaleLowerCase();
  const fits =
    filters.pos !== null ? player.role === filters.pos : goal === null || (player.role === 'goalkeeper') === goal;
  return (
    fits &&
    (!q || `${player.name} ${player.short} ${teamName}`.toLocaleLowerCase().includes(q)) &&
    (filters.team === null || player.teamId === filters.team)
  );
}

/** The league's players with search and filters (a GET form first), each to pick or bench. */
export function PlayerPicker({
  players,
  teams,
  squad,
  filters,
  target,
  live,
  hidden,
  onFilters,
  pickHref,
  benchHref,
  onPick,
  onBench,
}: Props) {
  const t = useT();
  const { path } = usePage();
  const byId = new Map(teams.map((team) => [team.id, team]));
  const chosen = new Set([...squad.slots, ...squad.bench]);
  const found = players.filter((p) =>
    matches(p, filters, byId.get(p.teamId ?? -1)?.name ?? '', target.kind === 'slot' ? target.goal : null),
  );
  const shown = found.slice(0, LIST_LIMIT);
  return (
    <section className="sim-picker" aria-labelledby={PICKER_TITLE}>
      <h2 id={PICKER_TITLE} className="section-title" tabIndex={-1}>
        {target.kind === 'slot' ? t('sim.squad.choose', { slot: target.label }) : t('sim.squad.chooseBench')}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the site serves */}
      <form
        className="sim-filters"
        method="get"
        action={path}
        role="search"
        onSubmit={(e) => live && e.preventDefault()}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          <span>{t('sim.squad.search')}</span>
          <input
            type="search"
            name="q"
            value={filters.q}
            maxLength={60}
            onChange={(e) => onFilters({ ...filters, q: e.target.value })}
          />
        </label>
        <label>
          <span>{t('sim.squad.team')}</span>
          <select
            name="team"
            value={filters.team ?? ''}
            onChange={(e) => onFilters({ ...filters, team: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('sim.squad.allTeams')}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('sim.squad.position')}</span>
          <select
            name="pos"
            value={filters.pos ?? ''}
            onChange={(e) => onFilters({ ...filters, pos: (e.target.value || null) as Line | null })}
          >
            <option value="">{t('sim.squad.allPositions')}</option>
            {LINES.map((line) => (
              <option key={line} value={line}>
                {t(`player.roles.${line}`)}
              </option>
            ))}
          </select>
        </label>
        {!live && (
          <button type="submit" className="button">
            {t('sim.squad.filter')}
          </button>
        )}
      </form>
      <p className="sim-count" role="status">
        {found.length > shown.length
          ? t('sim.squad.countSome', { shown: shown.length, n: found.length })
          : t('sim.squad.count', { n: found.length })}
      </p>
      <ul className="sim-players">
        {shown.map((p) => {
          const team = byId.get(p.teamId ?? -1);
          const taken = chosen.has(p.id);
          return (
            <li key={p.id} className={taken ? 'is-taken' : undefined} data-player={p.id}>
              {p.image ? (
                <img src={p.image} alt="" width={40} height={48} loading="lazy" decoding="async" />
              ) : (
                <span className="sim-photo" aria-hidden="true" />
              )}
              <span className="sim-player-text">
                <strong dir="auto">{p.name}</strong>
                <span className="sim-player-meta">
                  {team && <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={18} />}
                  {team?.shortName} · {p.role ? t(`player.roles.${p.role}`) : '–'}
                  {taken && (
                    <>
                      {' '}
                      · <em>{t('sim.squad.inSquad')}</em>
                    </>
                  )}
                </span>
              </span>
              <span className="sim-rating">
                <span aria-hidden="true">{p.rating ?? '–'}</span>
                <span className="visually-hidden">{t('sim.squad.rating', { n: p.rating ?? '–' })}</span>
              </span>
              <span className="sim-actions">
                <a
                  className="button"
                  href={target.kind === 'slot' ? pickHref(p) : benchHref(p)}
                  onClick={(e) => {
                    e.preventDefault();
                    if (target.kind === 'slot') onPick(p);
                    else onBench(p);
                  }}
                >
                  {t(target.kind === 'slot' ? 'sim.squad.pick' : 'sim.squad.toBench')}
                  <span className="visually-hidden">: {p.name}</span>
                </a>
                {target.kind === 'slot' && (
                  <a
                    className="button sim-secondary"
                    href={benchHref(p)}
                    onClick={(e) => {
                      e.preventDefault();
                      onBench(p);
                    }}
                  >
                    {t('sim.squad.toBench')}
                    <span className="visually-hidden">: {p.name}</span>
                  </a>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
