import { type CSSProperties, Fragment, type ReactElement } from 'react';
import type { HalfTime } from '../../league/half-time.js';
import type { EventKind, MatchView } from '../../league/match-view.js';
import { useT } from '../app-context.js';
import { MatchMinute } from '../components/match-minute.js';
import { sideName } from '../components/side-name.js';

const BALL = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.2 3.3 2.4-1.3 3.9h-4l-1.3-3.9L12 7.2Z';
const ICONS: Record<EventKind, ReactElement> = {
  goal: <path d={BALL} fillRule="evenodd" />,
  ownGoal: <path d={BALL} fillRule="evenodd" />,
  yellow: <rect x="6" y="3" width="12" height="18" rx="2" />,
  red: <rect x="6" y="3" width="12" height="18" rx="2" />,
};

/** The event's kind as a picture; its name is written next to it, so the picture is decoration. */
function EventIcon({ kind }: { kind: EventKind }) {
  return (
    <svg
      className={`event-icon icon-${kind}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {ICONS[kind]}
    </svg>
  );
}

/** The break between the halves, with the score at half-time where it is known. */
function HalfTimeMark({ score }: { score: HalfTime }) {
  const t = useT();
  return (
    <li className="timeline-break">
      <abbr title={t('match.halfTime')}>{t('match.halfTimeShort')}</abbr>
      {score.home !== null && (
        <bdi dir="ltr" className="timeline-break-score">
          {score.home}–{score.away}
        </bdi>
      )}
    </li>
  );
}

/** The events in play order, the half-time mark between the halves (after the first's events until the second has any). */
export function Timeline({ events, halfTime }: { events: MatchView['events']; halfTime: HalfTime | null }) {
  const t = useT();
  const breakAt = halfTime === null ? -1 : events.findIndex((e) => e.half >= 2);
  return (
    <ol className="timeline">
      {events.map((e, i) => (
        <Fragment key={e.id}>
          {i === breakAt && <HalfTimeMark score={halfTime!} />}
          <li className={`event event-${e.kind} side-${e.side}`}>
            <span className="event-minute">{e.minute && <MatchMinute minute={e.minute} />}</span>
            <EventIcon kind={e.kind} />
            <span className="event-kind">{t(`match.event.${e.kind}`)}</span>
            <span>
              {e.player}
              {e.assist && <span className="muted"> · {t('match.assist', { name: e.assist })}</span>}
            </span>
          </li>
        </Fragment>
      ))}
      {halfTime !== null && breakAt === -1 && <HalfTimeMark score={halfTime} />}
    </ol>
  );
}

/** Each side's share of a statistic in percent, for the bars: none when neither has any. */
export function shares(home: number, away: number): [number, number] {
  const total = Math.max(0, home) + Math.max(0, away);
  if (total === 0) return [0, 0];
  const h = Math.round((Math.max(0, home) / total) * 100);
  return [h, 100 - h];
}

/** One row of figures side by side: what is counted, and each club's figure. */
export interface SideBySideRow {
  key: string;
  label: string;
  home: number;
  away: number;
}

/**
 * Figures of the two clubs side by side, each row with a bar that compares them: three columns,
 * so it fits a phone and the match page's narrow column alike. `caption` names what the rows count.
 */
export function SideBySide({
  view,
  caption,
  rows,
  className,
}: {
  view: MatchView;
  caption: string;
  rows: readonly SideBySideRow[];
  className?: string;
}) {
  const t = useT();
  return (
    <table className={className ? `match-stats ${className}` : 'match-stats'}>
      <thead>
        <tr>
          <th scope="col">{view.home.shortName ?? sideName(t, view.home)}</th>
          <th scope="col">
            <span className="visually-hidden">{caption}</span>
          </th>
          <th scope="col">{view.away.shortName ?? sideName(t, view.away)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const [home, away] = shares(row.home, row.away);
          return (
            <tr key={row.key}>
              <td>{row.home}</td>
              <th scope="row">
                {row.label}
                <span
                  className="stat-bar"
                  aria-hidden="true"
                  style={{ '--home': `${home}%`, '--away': `${away}%` } as CSSProperties}
                />
              </th>
              <td>{row.away}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The match's statistics side by side. */
export function StatsTable({ view }: { view: MatchView }) {
  const t = useT();
  const rows = view.stats!.map((s) => ({ key: s.code, label: t(`match.stat.${s.code}`), home: s.home, away: s.away }));
  return <SideBySide view={view} caption={t('match.stats')} rows={rows} />;
}
