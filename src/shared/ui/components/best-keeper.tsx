import type { CSSProperties } from 'react';
import type { BoardRow } from '../../league/leaderboard-view.js';
import { usePage, useT } from '../app-context.js';
import { columnLabel, formatFigure } from './stats-labels.js';
import { Crest, usePlayerHref, useTeamHref } from './stats-who.js';

const SHOWN = new Set(['total', 'GOL-C', 'matchesPlayed']);

/**
 * The season's best goalkeeper (`best_goalkeeper_id`), first and large: photo, team and their
 * figures. Before the season names one, a sentence says when it will.
 */
export function BestKeeper({
  best,
  columns,
  main,
}: {
  best: BoardRow | 'pending' | 'failed';
  columns: readonly string[];
  main: string;
}) {
  const t = useT();
  const { lang } = usePage();
  const playerHref = usePlayerHref();
  const teamHref = useTeamHref();
  if (best === 'pending') return <p className="notice">{t('stats.bestPending')}</p>;
  if (best === 'failed') return <p className="notice">{t('data.partial')}</p>;
  const { player, team } = best;
  const ring = { '--ring': team?.color ?? 'var(--line)' } as CSSProperties;
  return (
    <section className="best-keeper" aria-labelledby="best-keeper" style={ring}>
      {player?.image ? (
        <img className="stat-photo" src={player.image} alt="" width={112} height={112} />
      ) : (
        <Crest team={team} size={112} />
      )}
      <div className="best-keeper-text">
        <p className="kicker">{t('stats.bestGoalkeeper')}</p>
        <h2 id="best-keeper">{player ? <a href={playerHref(player)}>{player.name}</a> : null}</h2>
        {team && (
          <p className="best-keeper-team">
            <Crest team={team} size={24} />
            <a href={teamHref(team)}>{team.name}</a>
          </p>
        )}
        <dl className="best-keeper-figures">
          {columns.map((c, i) =>
            SHOWN.has(c) ? (
              <div key={c}>
                <dt>{columnLabel(t, c, main).long}</dt>
                <dd>{formatFigure(best.values[i] ?? null, c, main, lang)}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </div>
    </section>
  );
}
