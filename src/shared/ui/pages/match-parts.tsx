import type { CSSProperties, ReactElement } from 'react';
import type { EventKind, MatchView, SquadPlayer } from '../../league/match-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { MatchMinute } from '../components/match-minute.js';
import { sideName } from '../components/side-name.js';

const BALL = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.2 3.3 2.4-1.3 3.9h-4l-1.3-3.9L12 7.2Z';
const ICONS: Record<EventKind, ReactElement> = {
  goal: <path d={BALL} fillRule="evenodd" />,
  ownGoal: <path d={BALL} fillRule="evenodd" />,
  yellow: <rect x="6" y="3" width="12" height="18" rx="2" />,
  red: <rect x="6" y="3" width="12" height="18" rx="2" />,
  mvp: <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z" />,
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

export function Timeline({ events }: { events: MatchView['events'] }) {
  const t = useT();
  return (
    <ol className="timeline">
      {events.map((e) => (
        <li key={e.id} className={`event event-${e.kind} side-${e.side}`}>
          <span className="event-minute">{e.minute && <MatchMinute minute={e.minute} />}</span>
          <EventIcon kind={e.kind} />
          <span className="event-kind">{t(`match.event.${e.kind}`)}</span>
          <span>
            {e.player}
            {e.assist && <span className="muted"> · {t('match.assist', { name: e.assist })}</span>}
          </span>
        </li>
      ))}
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

/** The statistics side by side, each row with a bar that compares the two teams' figures. */
export function StatsTable({ view }: { view: MatchView }) {
  const t = useT();
  return (
    <table className="match-stats">
      <thead>
        <tr>
          <th scope="col">{view.home.shortName ?? sideName(t, view.home)}</th>
          <th scope="col">
            <span className="visually-hidden">{t('match.stats')}</span>
          </th>
          <th scope="col">{view.away.shortName ?? sideName(t, view.away)}</th>
        </tr>
      </thead>
      <tbody>
        {view.stats!.map((s) => {
          const [home, away] = shares(s.home, s.away);
          return (
            <tr key={s.code}>
              <td>{s.home}</td>
              <th scope="row">
                {t(`match.stat.${s.code}`)}
                <span
                  className="stat-bar"
                  aria-hidden="true"
                  style={{ '--home': `${home}%`, '--away': `${away}%` } as CSSProperties}
                />
              </th>
              <td>{s.away}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One side's players by position, under one heading per position (singular for a lone player). */
export function Squad({ players }: { players: SquadPlayer[] }) {
  const { lang } = usePage();
  const region = useRegion()!;
  const t = useT();
  const groups = players.reduce<{ role: string; players: SquadPlayer[] }[]>((out, p) => {
    const last = out[out.length - 1];
    if (last?.role === p.role) last.players.push(p);
    else out.push({ role: p.role, players: [p] });
    return out;
  }, []);
  return (
    <div className="squad">
      {groups.map((g) => (
        <section key={g.role} className="squad-group">
          <h4>{t(g.players.length === 1 ? `match.position.${g.role}` : `match.role.${g.role}`)}</h4>
          <ul>
            {g.players.map((p) => (
              <li key={p.id}>
                <span className="jersey">
                  {p.jersey !== null && (
                    <>
                      <span className="visually-hidden">{t('team.jersey')} </span>
                      {p.jersey}
                    </>
                  )}
                </span>
                <a
                  href={href('region-players-player', lang, {
                    region: region.slug,
                    playerId: p.id,
                    playerName: p.slug,
                  })}
                >
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
