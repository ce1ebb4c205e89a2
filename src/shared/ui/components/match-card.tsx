import { findRegion } from '../../config/regions.js';
import { type MatchRow, type MatchSide, winnerSide } from '../../league/matches-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { KickOff } from './kick-off.js';
import { useLiveCard } from './live-cards.js';
import { MatchMinute } from './match-minute.js';
import { sideName } from './side-name.js';
import { TeamBadge } from './team-badge.js';

function Side({ side, winner }: { side: MatchSide; winner: boolean }) {
  const t = useT();
  return (
    <p className={winner ? 'match-side winner' : 'match-side'}>
      <TeamBadge color={side.color} shortName={side.shortName ?? ''} logo={side.logo} />
      <span className="match-team">{sideName(t, side)}</span>
      <span className="match-score">
        {side.score ?? ''}
        {side.shootout !== null && side.score !== null && <small> ({side.shootout})</small>}
      </span>
    </p>
  );
}

/**
 * One fixture: kick-off in the region's time zone (the visitor's after hydration), status (live minute, starting soon), score and
 * shoot-out, kept up to date while live (live-cards.tsx). Outside a region's pages (the home page) `region` names the match's competition.
 * A match is linked only when both sides have a team: its address carries their slugs.
 */
export function MatchCard({ match: initial, region: slug }: { match: MatchRow; region?: string }) {
  const t = useT();
  const { context, lang } = usePage();
  const pageRegion = useRegion();
  const region = (slug ? findRegion(context, slug) : pageRegion)!;
  const match = useLiveCard(region.slug, initial);
  const winner = winnerSide(match);
  return (
    <article className={`match-card status-${match.status}`}>
      <header className="match-meta">
        {slug && <span className="match-competition">{t(`regions.${region.slug}`)}</span>}
        {match.date && <KickOff iso={match.date} league={region.timeZone} />}
        <span className="match-status">
          {match.status === 'live' && match.minute !== null ? (
            <>
              {t('status.live')} · <MatchMinute minute={match.minute} />
            </>
          ) : match.soon ? (
            t('matches.soon')
          ) : (
            t(`status.${match.status}`)
          )}
        </span>
      </header>
      <Side side={match.home} winner={winner === 'home'} />
      <Side side={match.away} winner={winner === 'away'} />
      {match.hasPage && match.home.slug && match.away.slug && (
        <a
          className="match-link"
          href={href('region-matches-match', lang, {
            region: region.slug,
            matchId: match.id,
            homeTeam: match.home.slug,
            awayTeam: match.away.slug,
          })}
        >
          <span className="match-link-label">{t('matches.details')}</span>
          <span className="visually-hidden">
            : {sideName(t, match.home)} – {sideName(t, match.away)}
          </span>
        </a>
      )}
    </article>
  );
}

/** Fixtures as a list of cards (a turn, a team's next matches); `region` as on MatchCard. */
export function MatchList({ matches, region }: { matches: readonly MatchRow[]; region?: string }) {
  return (
    <ul className="match-list">
      {matches.map((m) => (
        <li key={m.id}>
          <MatchCard match={m} region={region} />
        </li>
      ))}
    </ul>
  );
}
