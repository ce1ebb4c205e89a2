import type { SimRow } from '../../../league/sim/rules.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';
import { useT } from '../../app-context.js';
import { TeamBadge } from '../../components/team-badge.js';

/** The play-offs' first round as the projected table would draw it (1 v 8, 4 v 5, …). */
export function BracketProjection({ pairs, rows, teams }: { pairs: readonly [number, number][]; rows: SimRow[]; teams: ReadonlyMap<number, SimTeam> }) {
  const t = useT();
  if (pairs.length === 0) return null;
  const side = (place: number) => {
    const team = teams.get(rows[place - 1]?.teamId ?? -1);
    return (
      <p>
        <span className="sim-seed">{place}</span>
        {team && <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={24} />}
        <span>{team?.name ?? t('matches.toBeDecided')}</span>
      </p>
    );
  };
  return (
    <section aria-labelledby="sim-bracket" className="sim-bracket">
      <h2 id="sim-bracket" className="section-title">{t('sim.team.bracket')}</h2>
      <ul>
        {pairs.map(([h, a]) => (
          <li key={`${h}-${a}`} className="bracket-match">{side(h)}{side(a)}</li>
        ))}
      </ul>
    </section>
  );
}
