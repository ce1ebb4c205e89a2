import type { Translate } from '../../i18n/messages.js';
import type { FormResult } from '../../league/form.js';
import type { LegendEntry } from '../../league/legends.js';
import type { TableRow } from '../../league/tables-view.js';
import { zoneColors } from '../../league/zones.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { SignedNumber } from './signed-number.js';
import { TableCard } from './table-card.js';
import { TeamBadge } from './team-badge.js';
import { AbbrTip } from './tooltip.js';

/** A standings table's figures, in order: the published table's and the simulator's alike. */
const COLUMNS = [
  'played',
  'won',
  'wonShootout',
  'lostShootout',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
] as const;
type Column = (typeof COLUMNS)[number];
type Figures = Record<Exclude<Column, 'goalDifference'>, number>;

/** What a phone shows (docs/decisions/0042-phone-tables.md); the rest is one tap away. */
const ON_PHONES: ReadonlySet<Column> = new Set(['played', 'goalDifference', 'points']);
const columnClass = (c: Column) =>
  [ON_PHONES.has(c) ? null : 'opt', c === 'points' ? 'points' : null].filter(Boolean).join(' ') || undefined;

/** A row's figure in a column, goal difference signed so no script reads it backwards. */
function Figure({ row, column }: { row: Figures; column: Column }) {
  return column === 'goalDifference' ? <SignedNumber value={row.goalsFor - row.goalsAgainst} /> : row[column];
}

/** A row's figures, each in its column's cell. */
export function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      {COLUMNS.map((c) => (
        <td key={c} className={columnClass(c)}>
          <Figure row={row} column={c} />
        </td>
      ))}
    </>
  );
}

/** A mark and the colour it is drawn in. */
type Marked = { entry: LegendEntry; color: string | undefined };

/**
 * The position, edged in its zone's colour, with a dot for a secondary legend's place (a King of
 * Kings place); both are also said in words.
 */
export function PosCell({
  rank,
  zone,
  color,
  second,
}: {
  rank: number;
  zone: LegendEntry | null;
  color: string | undefined;
  second?: Marked | null;
}) {
  const t = useT();
  const words = [zone, second?.entry].flatMap((e) => (e ? [placementLabel(e, t)] : []));
  return (
    <td className="pos sticky" style={zone ? { borderInlineStartColor: color } : undefined}>
      {rank}
      {second && <span className="second-mark" style={{ background: second.color }} aria-hidden="true" />}
      {words.length > 0 && <span className="visually-hidden"> ({words.join('; ')})</span>}
    </td>
  );
}

/** The position and team headings, which stay put on a phone. */
export function LeadHeads() {
  const t = useT();
  return (
    <>
      <th scope="col" className="pos sticky">
        <AbbrTip name="pos" short={t('tables.col.pos')} long={t('tables.long.pos')} />
      </th>
      <th scope="col" className="team-col sticky">
        {t('tables.col.team')}
      </th>
    </>
  );
}

/** The figures' headings, abbreviated, their long names in tips. */
export function FigureHeads() {
  const t = useT();
  return (
    <>
      {COLUMNS.map((c) => (
        <th scope="col" key={c} className={columnClass(c)}>
          <AbbrTip name={c} short={t(`tables.col.${c}`)} long={t(`tables.long.${c}`)} />
        </th>
      ))}
    </>
  );
}

/** The zones' colours in words, under the table; a secondary legend's places keyed by their dot. */
export function LegendKey({ entries, second = [] }: { entries: readonly Marked[]; second?: readonly Marked[] }) {
  const t = useT();
  return (
    <ul className="legend-key">
      {entries.map(({ entry, color }) => (
        <li key={entry.color + entry.placement}>
          <span className="swatch" style={{ background: color }} aria-hidden="true" />
          {placementLabel(entry, t)}
        </li>
      ))}
      {second.map(({ entry, color }) => (
        <li key={`second ${entry.color}${entry.placement}`}>
          <span className="second-mark" style={{ background: color }} aria-hidden="true" />
          {placementLabel(entry, t)}
        </li>
      ))}
    </ul>
  );
}

/** The team's cell: crest and name as one link, the name cut on phones and short on the narrowest. */
export function TeamCell({
  team,
}: {
  team: { id: number; slug: string; name: string; shortName: string; color: string | null; logo: string | null };
}) {
  const { lang } = usePage();
  const region = useRegion()!;
  return (
    <th scope="row" className="team-col sticky">
      <a
        href={href('region-teams-team', lang, { region: region.slug, team: team.id, teamName: team.slug })}
        aria-label={team.name}
      >
        <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} />
        <span className="name-long" dir="auto">
          {team.name}
        </span>
        <span className="name-short" aria-hidden="true">
          {team.shortName}
        </span>
      </a>
    </th>
  );
}

/**
 * Placements become words the fan reads; the colour alone never carries the meaning. Known
 * placements ('playoff:semifinal') are translated; any other shows as the league wrote it.
 */
export function placementLabel(entry: LegendEntry, t: Translate): string {
  const key = `legend.${entry.placement.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  const text = t(key);
  if (text !== key) return text;
  // A placement the site has no words for reads as the league data spells it, as a sentence starts.
  const raw = entry.placement.replace(/[:_-]+/g, ' ').trim();
  return raw.charAt(0).toUpperCase() + raw.slice(1);
}

/** Five coloured letters read out as one phrase ("Win, Loss, …"): one label, not five. */
function Form({ results }: { results: FormResult[] }) {
  const t = useT();
  const label = results.map((r) => t(`form.long.${r}`)).join(', ');
  return (
    <span className="form-guide" role="img" aria-label={label} title={label}>
      {results.map((r, i) => (
        <b key={i} className={`form-${r}`}>
          {t(`form.short.${r}`)}
        </b>
      ))}
    </span>
  );
}

export function StandingsTable({
  caption,
  rows,
  legend,
  secondary = [],
}: {
  caption: string;
  rows: TableRow[];
  legend: LegendEntry[];
  /** The secondary legend's key; its places are marked on their rows. */
  secondary?: LegendEntry[];
}) {
  const t = useT();
  // One palette for both legends, so a secondary place never shares a zone's colour.
  const zones = zoneColors([...rows.map((r) => r.legend), ...legend, ...secondary]);
  const marked = (entry: LegendEntry): Marked => ({ entry, color: zones.get(entry.placement) });
  return (
    <TableCard
      label={caption}
      footer={
        legend.length + secondary.length > 0 && (
          <LegendKey entries={legend.map(marked)} second={secondary.map(marked)} />
        )
      }
    >
      <table className="standings">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <LeadHeads />
            <FigureHeads />
            <th scope="col" className="form-col">
              {t('tables.col.form')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} data-legend={row.legend?.color ?? undefined}>
              <PosCell
                rank={row.rank}
                zone={row.legend}
                color={row.legend ? zones.get(row.legend.placement) : undefined}
                second={row.secondary && secondary.length > 0 ? marked(row.secondary) : null}
              />
              <TeamCell team={{ ...row, id: row.teamId }} />
              <FigureCells row={row} />
              <td className="form-col">
                <Form results={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}
