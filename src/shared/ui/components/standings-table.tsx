import type { FormResult } from '../../league/form.js';
import type { TableRow } from '../../league/tables-view.js';
import type { LegendEntry } from '../../league/legends.js';
import { zoneColors } from '../../league/zones.js';
import type { Translate } from '../../i18n/messages.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { TeamBadge } from './team-badge.js';

const COLUMNS = ['played', 'won', 'wonShootout', 'lostShootout', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const;
type Column = (typeof COLUMNS)[number];

const value = (row: TableRow, column: Column): number =>
  column === 'goalDifference' ? row.goalsFor - row.goalsAgainst : row[column];

/**
 * Placements become words the fan reads; the colour alone never carries the meaning. Known
 * placements ('playoff:semifinal') are translated; any other shows as the league wrote it.
 */
export function placementLabel(entry: LegendEntry, t: Translate): string {
  const key = `legend.${entry.placement.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  const text = t(key);
  return text === key ? entry.placement.replace(/[:_-]+/g, ' ').trim() : text;
}

/** Five coloured letters read out as one phrase ("Win, Loss, …"): one label, not five. */
function Form({ results }: { results: FormResult[] }) {
  const t = useT();
  const label = results.map((r) => t(`form.long.${r}`)).join(', ');
  return (
    <span className="form-guide" role="img" aria-label={label} title={label}>
      {results.map((r, i) => <b key={i} className={`form-${r}`}>{t(`form.short.${r}`)}</b>)}
    </span>
  );
}

export function StandingsTable({ caption, rows, legend }: { caption: string; rows: TableRow[]; legend: LegendEntry[] }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const zones = zoneColors([...rows.map((r) => r.legend), ...legend]);
  return (
    <figure className="table-card">
      {/* Focusable so keyboard users can scroll a wide table on a phone. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="standings">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col"><abbr title={t('tables.long.pos')}>{t('tables.col.pos')}</abbr></th>
              <th scope="col" className="team-col">{t('tables.col.team')}</th>
              {COLUMNS.map((c) => <th scope="col" key={c}><abbr title={t(`tables.long.${c}`)}>{t(`tables.col.${c}`)}</abbr></th>)}
              <th scope="col">{t('tables.col.form')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.teamId} data-legend={row.legend?.color ?? undefined}>
                <td className="pos" style={row.legend ? { borderInlineStartColor: zones.get(row.legend.placement) } : undefined}>
                  {row.rank}
                  {row.legend && <span className="visually-hidden"> ({placementLabel(row.legend, t)})</span>}
                </td>
                <th scope="row" className="team-col"><TeamBadge color={row.color} shortName={row.shortName} logo={row.logo} /><a href={href('region-teams-team', lang, { region: region.slug, team: row.teamId, teamName: row.slug })}>{row.name}</a></th>
                {COLUMNS.map((c) => <td key={c} className={c === 'points' ? 'points' : undefined}>{value(row, c)}</td>)}
                <td><Form results={row.form} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {legend.length > 0 && (
        <figcaption>
          <ul className="legend-key">
            {legend.map((e) => <li key={e.color + e.placement}><span className="swatch" style={{ background: zones.get(e.placement) }} aria-hidden="true" />{placementLabel(e, t)}</li>)}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
