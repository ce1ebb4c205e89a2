import type { LegendEntry } from '../../../league/legends.js';
import type { SimRow } from '../../../league/sim/rules.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';
import { href } from '../../../routing/href.js';
import { usePage, useRegion, useT } from '../../app-context.js';
import { placementLabel } from '../../components/standings-table.js';
import { TeamBadge } from '../../components/team-badge.js';

const COLUMNS = ['played', 'won', 'wonShootout', 'lostShootout', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const;

const value = (row: SimRow, c: (typeof COLUMNS)[number]) => (c === 'goalDifference' ? row.goalsFor - row.goalsAgainst : row[c]);

interface Props {
  rows: SimRow[];
  teams: ReadonlyMap<number, SimTeam>;
  /** Each team's place in the published table, to show how far the predictions move it. */
  before: ReadonlyMap<number, number>;
  legend: readonly (LegendEntry | null)[];
  caption: string;
}

/** The table after the predictions, with each team's move against today's table and its zone. */
export function ProjectedTable({ rows, teams, before, legend, caption }: Props) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const keys = legend.filter((e, i): e is LegendEntry => !!e && legend.findIndex((x) => x?.placement === e.placement) === i);
  return (
    <figure className="table-card sim-table">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="standings">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col"><abbr title={t('tables.long.pos')}>{t('tables.col.pos')}</abbr></th>
              <th scope="col"><span className="visually-hidden">{t('sim.team.move')}</span></th>
              <th scope="col" className="team-col">{t('tables.col.team')}</th>
              {COLUMNS.map((c) => <th scope="col" key={c}><abbr title={t(`tables.long.${c}`)}>{t(`tables.col.${c}`)}</abbr></th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const team = teams.get(row.teamId)!;
              const mark = legend[i] ?? null;
              const move = (before.get(row.teamId) ?? i) - i;
              return (
                <tr key={row.teamId} data-team={row.teamId}>
                  <td className="pos" style={mark ? { borderInlineStartColor: mark.color } : undefined}>
                    {i + 1}
                    {mark && <span className="visually-hidden"> ({placementLabel(mark, t)})</span>}
                  </td>
                  <td className={`sim-move sim-move-${move > 0 ? 'up' : move < 0 ? 'down' : 'same'}`}>
                    {move !== 0 && <span aria-hidden="true">{move > 0 ? '▲' : '▼'}{Math.abs(move)}</span>}
                    <span className="visually-hidden">{move === 0 ? t('sim.team.same') : t(move > 0 ? 'sim.team.up' : 'sim.team.down', { n: Math.abs(move) })}</span>
                  </td>
                  <th scope="row" className="team-col">
                    <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} />
                    <a href={href('region-teams-team', lang, { region: region.slug, team: team.id, teamName: team.slug })}>{team.name}</a>
                  </th>
                  {COLUMNS.map((c) => <td key={c} className={c === 'points' ? 'points' : undefined}>{value(row, c)}</td>)}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {keys.length > 0 && (
        <figcaption>
          <ul className="legend-key">
            {keys.map((e) => <li key={e.placement}><span className="swatch" style={{ background: e.color }} aria-hidden="true" />{placementLabel(e, t)}</li>)}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
