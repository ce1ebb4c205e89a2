import type { SquadGroup, SquadMember } from '../../league/team-view.js';
import { useT } from '../app-context.js';

/** The squad by role: each player a card with shirt number, picture, name and rating, linking to the player. */
export function TeamSquad({ groups, link }: { groups: SquadGroup[]; link: (player: SquadMember) => string }) {
  const t = useT();
  return (
    <>
      {groups.map((group) => (
        <section key={group.role} className="team-squad-group" aria-labelledby={`squad-${group.role}`}>
          <h3 id={`squad-${group.role}`}>{t(`match.role.${group.role}`)}</h3>
          <ul className="team-squad-grid">
            {group.players.map((p) => (
              <li key={p.id}>
                <a className="team-player" href={link(p)}>
                  {p.jersey !== null && (
                    <span className="team-player-jersey">
                      <span className="visually-hidden">{t('team.jersey')} </span>
                      {p.jersey}
                    </span>
                  )}
                  {p.image && (
                    <img
                      className="team-player-photo"
                      src={p.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <span className="team-player-name">{p.name}</span>
                  {p.rating !== null && (
                    <span className="team-player-rating">
                      <span className="rating-caption">
                        {t('team.rating')}
                        <span className="visually-hidden">: </span>
                      </span>
                      {p.rating}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
