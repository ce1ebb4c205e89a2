import type { RegionSlug } from '../../../config/regions.js';
import { dayIn, longDate, timeOfDay } from '../../../i18n/dates.js';
import type { TeamRef } from '../../../league/draft-people.js';
import { isKnownKind, type TransferRow } from '../../../league/transfers-view.js';
import { href } from '../../../routing/href.js';
import { usePage, useT } from '../../app-context.js';
import { TeamLink } from '../draft/team-link.js';

/** Rows of one calendar day (in the region's time zone) under one heading, newest day first. */
function byDay(rows: readonly TransferRow[], timeZone: string): { day: string; date: string; rows: TransferRow[] }[] {
  const days: { day: string; date: string; rows: TransferRow[] }[] = [];
  for (const row of rows) {
    const day = row.date ? dayIn(row.date, timeZone) : '';
    const last = days.at(-1);
    if (last?.day === day) last.rows.push(row);
    else days.push({ day, date: row.date ?? '', rows: [row] });
  }
  return days;
}

function Row({
  row,
  teams,
  region,
  timeZone,
}: {
  row: TransferRow;
  teams: ReadonlyMap<number, TeamRef>;
  region: RegionSlug;
  timeZone: string;
}) {
  const t = useT();
  const { lang } = usePage();
  const [from, to] = [row.from === null ? null : teams.get(row.from), teams.get(row.to)];
  return (
    <li className={`transfer transfer-${isKnownKind(row.kind) ? row.kind : 'other'}`}>
      <span className="transfer-kind">{isKnownKind(row.kind) ? t(`draft.mercato.kind.${row.kind}`) : row.kind}</span>
      <span className="transfer-player">
        {row.player.image && (
          <img src={row.player.image} alt="" width={40} height={48} loading="lazy" decoding="async" />
        )}
        <span>
          <a
            href={href('region-players-player', lang, { region, playerId: row.player.id, playerName: row.player.slug })}
          >
            {row.player.name}
          </a>
          {row.player.role && <span className="transfer-role">{t(`player.roles.${row.player.role}`)}</span>}
        </span>
      </span>
      <span className="transfer-move">
        <span className="transfer-from">
          <span className="visually-hidden">{t('draft.mercato.from')} </span>
          {from ? (
            <TeamLink team={from} region={region} size={28} short />
          ) : (
            <span className="transfer-none">
              {t(row.kind === 'draft' ? 'draft.mercato.fromDraft' : 'draft.mercato.fromOutside')}
            </span>
          )}
        </span>
        <span className="transfer-arrow" aria-hidden="true">
          →
        </span>
        <span className="transfer-to">
          <span className="visually-hidden">{t('draft.mercato.to')} </span>
          {to && <TeamLink team={to} region={region} size={28} short />}
        </span>
      </span>
      {row.date && (
        <time className="transfer-time" dateTime={row.date}>
          {timeOfDay(row.date, lang, timeZone)}
        </time>
      )}
    </li>
  );
}

/** The window's transfers, newest first, a heading per day. */
export function TransferList({
  rows,
  teams,
  region,
  timeZone,
}: {
  rows: readonly TransferRow[];
  teams: readonly TeamRef[];
  region: RegionSlug;
  timeZone: string;
}) {
  const { lang } = usePage();
  const byId = new Map(teams.map((team) => [team.id, team]));
  return (
    <div className="transfer-days">
      {byDay(rows, timeZone).map((group) => (
        <section key={group.day} className="transfer-day" aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className="transfer-date">
            {group.date ? longDate(group.date, lang, timeZone) : '—'}
          </h2>
          <ul className="transfer-list">
            {group.rows.map((row) => (
              <Row key={row.id} row={row} teams={byId} region={region} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
