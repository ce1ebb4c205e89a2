import type { CSSProperties } from 'react';
import { type Line, type Squad, type SquadPlayer, slotLines } from '../../../league/sim/squad.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';
import { useT } from '../../app-context.js';
import { TeamBadge } from '../../components/team-badge.js';

interface Props {
  squad: Squad;
  active: number | null;
  players: ReadonlyMap<number, SquadPlayer>;
  teams: ReadonlyMap<number, SimTeam>;
  slotHref: (slot: number) => string;
  onSlot: (slot: number) => void;
}

/** The seven on a pitch, forwards at the top; each slot is a link that opens it in the list. */
export function Pitch({ squad, active, players, teams, slotHref, onSlot }: Props) {
  const t = useT();
  const lines = slotLines(squad.formation);
  const rows: { line: Line; slots: number[] }[] = [];
  lines.forEach((line, slot) => {
    const row = rows.at(-1);
    if (row?.line === line) row.slots.push(slot);
    else rows.push({ line, slots: [slot] });
  });
  return (
    <section className="sim-pitch" aria-labelledby="sim-pitch-title">
      <h2 id="sim-pitch-title" className="visually-hidden">
        {t('sim.squad.pitch', { formation: squad.formation })}
      </h2>
      <ol className="sim-pitch-lines">
        {[...rows].reverse().map((row) => (
          <li key={row.line} className={`sim-line sim-line-${row.line}`}>
            <ul>
              {row.slots.map((slot) => {
                const player = players.get(squad.slots[slot] ?? -1);
                const team = teams.get(player?.teamId ?? -1);
                const role = t(`player.roles.${lines[slot]}`);
                return (
                  <li key={slot}>
                    <a
                      className={`sim-slot${player ? ' is-filled' : ''}`}
                      href={slotHref(slot)}
                      aria-current={active === slot ? 'true' : undefined}
                      style={team?.color ? ({ '--slot-color': team.color } as CSSProperties) : undefined}
                      onClick={(e) => {
                        e.preventDefault();
                        onSlot(slot);
                      }}
                    >
                      {player ? (
                        <>
                          <span className="sim-slot-rating">{player.rating ?? '–'}</span>
                          {team && (
                            <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={22} />
                          )}
                          <span className="sim-slot-name" dir="auto">
                            {player.short}
                          </span>
                          {squad.captain === player.id && (
                            <abbr className="sim-captain" title={t('sim.squad.captain')}>
                              C
                            </abbr>
                          )}
                          <span className="visually-hidden">
                            , {role}
                            {active === slot ? `, ${t('sim.squad.selected')}` : ''}
                          </span>
                        </>
                      ) : (
                        <>
                          <span className="sim-slot-plus" aria-hidden="true">
                            +
                          </span>
                          <span className="sim-slot-role">{role}</span>
                          <span className="visually-hidden">
                            , {t('sim.squad.empty')}
                            {active === slot ? `, ${t('sim.squad.selected')}` : ''}
                          </span>
                        </>
                      )}
                    </a>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
