import type { RegionMatch } from '../../league/home-view.js';
import { MatchCard } from './match-card.js';

/** Fixtures of several competitions, each card naming its own: the home page's and "Your teams". */
export function RegionMatches({ matches }: { matches: readonly RegionMatch[] }) {
  return (
    <ul className="match-list">
      {matches.map((m) => (
        <li key={`${m.region}-${m.match.id}`}>
          <MatchCard match={m.match} region={m.region} />
        </li>
      ))}
    </ul>
  );
}
