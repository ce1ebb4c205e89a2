import type { RegionSlug } from '../../../config/regions.js';
import type { PlayerCard } from '../../../league/draft-people.js';
import { href } from '../../../routing/href.js';
import { usePage, useT } from '../../app-context.js';
import { teamStyle } from '../../components/team-identity.js';
import { TeamLink } from './team-link.js';

/**
 * A player of the draft, the reserves or the wildcards: picture, name, position and rating in
 * the team's colours. The name leads to the player's page (the whole card answers to it) and
 * the team, a link of its own, to the team's page (left out under a heading that names it).
 */
export function PoolCard({
  card,
  region,
  rank,
  withTeam = true,
}: {
  card: PlayerCard;
  region: RegionSlug;
  rank?: number;
  withTeam?: boolean;
}) {
  const t = useT();
  const { lang } = usePage();
  return (
    <li
      className={card.team ? 'pool-card' : 'pool-card is-available'}
      style={card.team ? teamStyle(card.team.colors) : undefined}
    >
      {card.image && (
        <img
          className="pool-card-photo"
          src={card.image}
          alt=""
          width={80}
          height={96}
          loading="lazy"
          decoding="async"
        />
      )}
      <a
        className="pool-card-name"
        dir="auto"
        href={href('region-players-player', lang, { region, playerId: card.id, playerName: card.slug })}
      >
        {card.name}
      </a>
      {card.knownAs && (
        <span className="pool-card-nick" dir="auto">
          {card.knownAs}
        </span>
      )}
      {card.role && <span className="pool-card-role">{t(`player.roles.${card.role}`)}</span>}
      {card.rating !== null && (
        <span className="pool-card-rating">
          <span className="visually-hidden">{t('team.rating')}: </span>
          {card.rating}
        </span>
      )}
      {rank !== undefined && (
        <span className="pool-card-rank">
          <span className="visually-hidden">{t('draft.reserves.rank')} </span>
          {rank}
        </span>
      )}
      {withTeam && (
        <span className="pool-card-team">
          {card.team ? (
            <TeamLink team={card.team} region={region} size={24} />
          ) : (
            <span className="pool-card-free">{t('draft.available')}</span>
          )}
        </span>
      )}
    </li>
  );
}
