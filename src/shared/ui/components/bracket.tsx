import type { CSSProperties } from 'react';
import { kickOff } from '../../i18n/dates.js';
import type { BracketMatch, BracketSide, BracketView } from '../../league/bracket.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { bracketSideName } from './side-origin.js';
import { TeamBadge } from './team-badge.js';

function Side({ side }: { side: BracketSide }) {
  const t = useT();
  const { lang } = usePage();
  const name = bracketSideName(t, lang, side);
  const classes = ['bracket-side', side.winner && 'winner', side.path && 'on-path', !side.team && 'undecided']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={classes}>
      {side.team ? (
        <TeamBadge color={side.team.color} shortName={side.team.shortName} logo={side.team.logo} size={24} />
      ) : (
        <span className="team-badge empty" aria-hidden="true" />
      )}
      <span className="bracket-name" dir="auto">
        {name}
      </span>
      {side.winner && <span className="visually-hidden"> ({t('cups.winner')})</span>}
      <span className="bracket-score">
        {side.score ?? ''}
        {side.shootout !== null && side.score !== null && (
          <small>
            <span className="visually-hidden"> {t('match.shootout')}</span> ({side.shootout})
          </small>
        )}
      </span>
    </p>
  );
}

function Match({ match }: { match: BracketMatch }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const body = (
    <>
      <Side side={match.home} />
      <Side side={match.away} />
      <p className="bracket-when">
        {match.status === 'live' ? (
          <strong className="live-badge">{t('status.live')}</strong>
        ) : (
          match.date && <time dateTime={match.date}>{kickOff(match.date, lang, region.timeZone)}</time>
        )}
      </p>
    </>
  );
  const onPath = match.home.path || match.away.path;
  const className = `bracket-card${onPath ? ' on-path' : ''}`;
  if (!match.linked || !match.home.team || !match.away.team) return <div className={className}>{body}</div>;
  return (
    <a
      className={className}
      href={href('region-matches-match', lang, {
        region: region.slug,
        matchId: match.id,
        homeTeam: match.home.team.slug,
        awayTeam: match.away.team.slug,
      })}
    >
      {body}
    </a>
  );
}

/**
 * The knockout rounds drawn as a bracket: rounds side by side on a wide screen (each match
 * centred between the two it follows from, joined by lines), one under the other on a phone;
 * logical CSS mirrors it in Arabic. Sides without a team say where it comes from.
 */
export function Bracket({ bracket, title, id = 'playoff' }: { bracket: BracketView; title: string; id?: string }) {
  const rounds = bracket.rounds;
  // Lines join a round to the next only where each match follows from exactly two.
  const paired = rounds.every((r, i) => i === 0 || rounds[i - 1]!.matches.length === r.matches.length * 2);
  return (
    <section aria-labelledby={id} className="bracket">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ol className={`bracket-rounds${paired ? ' paired' : ''}`} style={{ '--rounds': rounds.length } as CSSProperties}>
        {rounds.map((round) => (
          <li key={round.name} className="bracket-round">
            <h3>{round.name}</h3>
            <ol className="bracket-matches">
              {round.matches.map((m) => (
                <li key={m.id} className="bracket-cell">
                  <Match match={m} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}
