import type { SquadPlayer } from '../../league/match-view.js';
import { pitchLines } from '../../league/pitch-lines.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';

function PlayerLink({ player }: { player: SquadPlayer }) {
  const { lang } = usePage();
  const region = useRegion()!;
  const t = useT();
  return (
    <>
      <span className="jersey">
        {player.jersey !== null && (
          <>
            <span className="visually-hidden">{t('team.jersey')} </span>
            {player.jersey}
          </>
        )}
      </span>
      <a
        href={href('region-players-player', lang, {
          region: region.slug,
          playerId: player.id,
          playerName: player.slug,
        })}
      >
        {player.name}
      </a>
    </>
  );
}

function Players({ players }: { players: SquadPlayer[] }) {
  return (
    <ul>
      {players.map((p) => (
        <li key={p.id} className="pitch-player">
          <PlayerLink player={p} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One side's squad drawn on a pitch, one line per position from the goal out, each line named for
 * screen readers (singular over a lone player); players with no position are listed under it.
 */
export function PitchLineup({ players }: { players: SquadPlayer[] }) {
  const t = useT();
  const { lines, others } = pitchLines(players);
  const title = (role: string, n: number) => t(n === 1 ? `match.position.${role}` : `match.role.${role}`);
  return (
    <div className="lineup">
      <ol className="pitch">
        {lines.map((line) => (
          <li key={line.role} className={`pitch-line pitch-${line.role}`}>
            <h4 className="pitch-line-title">{title(line.role, line.players.length)}</h4>
            <Players players={line.players} />
          </li>
        ))}
      </ol>
      {others.length > 0 && (
        <section className="lineup-others">
          <h4>{title('other', others.length)}</h4>
          <Players players={others} />
        </section>
      )}
    </div>
  );
}
