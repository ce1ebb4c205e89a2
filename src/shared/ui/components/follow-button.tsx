import { toggleFollow } from '../../league/follow-set.js';
import { useT } from '../app-context.js';
import { useFollow } from './follow-store.js';
import { useInteractive } from './use-interactive.js';

/**
 * Follow or unfollow a team in this browser. Rendered disabled and not pressed by the server and
 * until hydration, when it can work; its size never changes, so nothing around it moves.
 */
export function FollowButton({ teamId, teamName }: { teamId: number; teamName: string }) {
  const t = useT();
  const hydrated = useInteractive();
  const { teams, save } = useFollow();
  const following = teams.includes(teamId);
  return (
    <button
      type="button"
      className="share-button follow-button"
      aria-pressed={following}
      aria-label={t('follow.followTeam', { team: teamName })}
      disabled={!hydrated}
      onClick={() => save(toggleFollow(teams, teamId))}
    >
      <span className="follow-label" data-shown={!following}>
        {t('follow.follow')}
      </span>
      <span className="follow-label" data-shown={following}>
        {t('follow.following')}
      </span>
    </button>
  );
}
