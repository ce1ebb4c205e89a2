import type { LegendEntry } from '../../../league/legends.js';
import type { SimRow } from '../../../league/sim/rules.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';
import { zoneColors } from '../../../league/zones.js';
import { useT } from '../../app-context.js';
import { FigureCells, FigureHeads, LeadHeads, LegendKey, PosCell, TeamCell } from '../../components/standings-table.js';
import { TableCard } from '../../components/table-card.js';

interface Props {
  rows: SimRow[];
  teams: ReadonlyMap<number, SimTeam>;
  /** Each team's place in the published table, to show how far the predictions move it. */
  before: ReadonlyMap<number, number>;
  legend: readonly (LegendEntry | null)[];
  caption: string;
}

/**
 * The table after the predictions, with each team's move against today's table and its zone.
 * It reads on a phone as the published table does (docs/decisions/0042-phone-tables.md): the
 * position and team stay put, the move, played, goal difference and points fit beside them.
 */
export function ProjectedTable({ rows, teams, before, legend, caption }: Props) {
  const t = useT();
  const keys = legend.filter(
    (e, i): e is LegendEntry => !!e && legend.findIndex((x) => x?.placement === e.placement) === i,
  );
  // The published table's colours: one per placement, as leagues give a seeded and an unseeded place the same.
  const zones = zoneColors(keys);
  return (
    <TableCard
      label={caption}
      className="sim-table"
      footer={
        keys.length > 0 && <LegendKey entries={keys.map((entry) => ({ entry, color: zones.get(entry.placement) }))} />
      }
    >
      <table className="standings">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <LeadHeads />
            <th scope="col">
              <span className="visually-hidden">{t('sim.team.move')}</span>
            </th>
            <FigureHeads />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const mark = legend[i] ?? null;
            const move = (before.get(row.teamId) ?? i) - i;
            return (
              <tr key={row.teamId} data-team={row.teamId}>
                <PosCell rank={i + 1} zone={mark} color={mark ? zones.get(mark.placement) : undefined} />
                <TeamCell team={teams.get(row.teamId)!} />
                <td className={`sim-move sim-move-${move > 0 ? 'up' : move < 0 ? 'down' : 'same'}`}>
                  {move !== 0 && (
                    <span aria-hidden="true">
                      {move > 0 ? '▲' : '▼'}
                      {Math.abs(move)}
                    </span>
                  )}
                  <span className="visually-hidden">
                    {move === 0
                      ? t('sim.team.same')
                      : t(move > 0 ? 'sim.team.up' : 'sim.team.down', { n: Math.abs(move) })}
                  </span>
                </td>
                <FigureCells row={row} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableCard>
  );
}
