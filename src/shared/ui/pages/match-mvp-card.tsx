import type { MatchView } from '../../league/match-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { sideName } from '../components/side-name.js';
import { TeamBadge } from '../components/team-badge.js';

/** The match's MVP as a card: photo (the club's colours without one), name linked to the player's page, club. */
export function MvpCard({ view }: { view: MatchView }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const mvp = view.mvp;
  if (mvp === null) return null;
  const club = view[mvp.side];
  return (
    <section className="mvp-card" aria-labelledby="mvp">
      <h2 id="mvp" className="mvp-card-title">
        {t('match.event.mvp')}
      </h2>
      {mvp.image ? (
        <img className="mvp-card-photo" src={mvp.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <TeamBadge color={club.color} shortName={club.shortName ?? ''} logo={club.logo} size={96} />
      )}
      <p className="mvp-card-name">
        <a href={href('region-players-player', lang, { region: region.slug, playerId: mvp.id, playerName: mvp.slug })}>
          {mvp.name}
        </a>
      </p>
      <p className="mvp-card-club">{sideName(t, club)}</p>
    </section>
  );
}
