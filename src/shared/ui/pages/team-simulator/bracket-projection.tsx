import type { CSSProperties } from 'react';
import type { SimRow } from '../../../league/sim/rules.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';
import { useT } from '../../app-context.js';
import { TeamBadge } from '../../components/team-badge.js';

/**
 * The play-offs' first round as the projected table would draw it (1 v 8, 4 v 5, …), drawn with
 * the published bracket's round, card and side (src/client/styles/cups.css), each side led by its
 * place. Its own markup, not the Bracket component: these sides have no origin, score or match
 * page, and the simulator's first load is near its budget.
 */
export function BracketProjection({
  pairs,
  round,
  rows,
  teams,
}: {
  pairs: readonly [number, number][];
  round: string | null;
  rows: SimRow[];
  teams: ReadonlyMap<number, SimTeam>;
}) {
  const t = useT();
  if (pairs.length === 0) return null;
  const side = (place: number) => {
    const team = teams.get(rows[place - 1]?.teamId ?? -1);
    return (
      <p className={`bracket-side${team ? '' : ' undecided'}`}>
        <span className="sim-seed">{place}</span>
        {team ? (
          <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={24} />
        ) : (
          <span className="team-badge empty" aria-hidden="true" />
        )}
        <span className="bracket-name" dir="auto">
          {team?.name ?? t('matches.toBeDecided')}
        </span>
      </p>
    );
  };
  return (
    <section aria-labelledby="sim-bracket" className="sim-bracket">
      <h2 id="sim-bracket" className="section-title">
        {t('sim.team.bracket')}
      </h2>
      <ol className="bracket-rounds" style={{ '--rounds': 1 } as CSSProperties}>
        <li className="bracket-round">
          <h3>{round ?? t('sim.team.playoffs')}</h3>
          <ol className="bracket-matches">
            {pairs.map(([h, a]) => (
              <li key={`${h}-${a}`} className="bracket-cell">
                <div className="bracket-card">
                  {side(h)}
                  {side(a)}
                </div>
              </li>
            ))}
          </ol>
        </li>
      </ol>
    </section>
  );
}
