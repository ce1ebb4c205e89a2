import { findRegion } from '../../../config/regions.js';
import type { CompareHead } from '../../../league/compare-view.js';
import { href } from '../../../routing/href.js';
import { usePage, useT } from '../../app-context.js';
import { TeamBadge } from '../../components/team-badge.js';

/** One player's head: photo, club crest and name, position, and the league they play in when it is not the page's. */
export function ComparePlayer({ view, side }: { view: CompareHead; side: 'a' | 'b' }) {
  const t = useT();
  const { lang, context, region } = usePage();
  const league = view.region === region ? null : findRegion(context, view.region)?.leagueTitle;
  return (
    <div className={`compare-player compare-player-${side}`}>
      {view.image && <img className="compare-photo" src={view.image} alt="" width={120} height={144} />}
      <h2 className="compare-name">
        <a
          href={href('region-players-player', lang, {
            region: view.region,
            playerId: view.id,
            playerName: view.slug,
          })}
        >
          {view.name}
        </a>
      </h2>
      {view.team && (
        <p className="compare-club">
          <TeamBadge color={view.team.color} shortName={view.team.shortName} logo={view.team.logo} size={28} />
          <span>{view.team.name}</span>
        </p>
      )}
      {view.role && <p className="compare-role">{t(`player.roles.${view.role}`)}</p>}
      {league && <p className="muted">{league}</p>}
    </div>
  );
}
