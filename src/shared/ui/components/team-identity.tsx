import type { CSSProperties } from 'react';
import type { TeamColors } from '../../league/team-colors.js';
import type { TeamSummary } from '../../league/teams-view.js';
import { useT } from '../app-context.js';

/** A team's colours as custom properties for team.css (checked hex values: see team-colors.ts). */
export function teamStyle(colors: TeamColors): CSSProperties {
  return {
    '--team-primary': colors.primary,
    '--team-secondary': colors.secondary,
    '--team-ink': colors.ink,
  } as CSSProperties;
}

/** The people in charge of a team: president(s) and coach, whichever are known. */
export function TeamStaff({ team }: { team: Pick<TeamSummary, 'presidents' | 'coach'> }) {
  const t = useT();
  if (team.presidents.length === 0 && !team.coach) return null;
  return (
    <dl className="team-staff">
      {team.presidents.length > 0 && (
        <div>
          <dt>{t(team.presidents.length > 1 ? 'team.presidents' : 'team.president')}</dt>
          <dd>{team.presidents.join(', ')}</dd>
        </div>
      )}
      {team.coach && (
        <div>
          <dt>{t('team.coach')}</dt>
          <dd>{team.coach}</dd>
        </div>
      )}
    </dl>
  );
}
