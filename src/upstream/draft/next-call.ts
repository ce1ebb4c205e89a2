import type { RawCompetition } from '../data/types.js';
import type { LeagueModel } from '../league/model.js';

const DAY = 1440;
/** The leagues whose next call is announced before it opens: the clubs' world cup brings no draft of its own. */
const ANNOUNCING_REGIONS: ReadonlySet<string> = new Set(['world-cup']);
/** The call opens four weeks after the edition's last match, at 10:00 UTC (the cup's time zone). */
const WEEKS_AFTER = 28;
const HOUR = 10;

/**
 * When the call to a competition's next draft opens, in minutes from the anchor; null where the
 * league announces none. Derived from the schedule, so it moves with the anchor like every date.
 */
export function nextCallMinute(model: LeagueModel, competition: RawCompetition): number | null {
  if (!ANNOUNCING_REGIONS.has(competition.region)) return null;
  const seasons = [...model.seasons.values()].filter((s) => s.competitionId === competition.id);
  const season = seasons.find((s) => s.edition === 'current') ?? seasons.at(-1);
  // Season 13 plays in season 14's phases (docs/spec.md §9).
  const played = season?.phasesFrom ? model.seasons.get(season.phasesFrom) : season;
  const minutes = (played?.phases ?? []).flatMap((p) =>
    p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches.map((m) => m.minute))),
  );
  if (minutes.length === 0) return null;
  return (Math.floor(Math.max(...minutes) / DAY) + WEEKS_AFTER) * DAY + HOUR * 60;
}
