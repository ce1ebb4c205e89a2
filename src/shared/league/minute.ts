/** docs/spec.md §9. */
export const MINUTES_PER_HALF = 20;
export const PLAIN_MINUTE_LEVEL = 3;
export const HALF_SECONDS = MINUTES_PER_HALF * 60;

export interface MinuteInput {
  /** Game clock from kick-off; the second half restarts it at 1200 s (docs/upstream.md, Event). */
  matchSecond: number | null | undefined;
  half?: number | null;
  level?: number | null;
}

/**
 * Reading of the half boundaries: because the clock of half n restarts at (n − 1) × 1200 s,
 * added time of half n runs past n × 1200 s and half n ends at minute n × 20. So, seconds
 * rounded up to minutes:
 * - 1st half: 1200 s → "20", 1201 s → minute 21 → "20+1", 1230 s → "20+1".
 * - 2nd half: 1201 s → "21" (already the second half's own minutes), 2400 s → "40",
 *   2460 s → minute 41 → "40+1".
 * Extra-time halves (3, 4) follow the same rule. Without a known half there is no end to
 * measure against, so the plain minute is shown.
 * At league level 3 and above the minute is shown as is, with an apostrophe ("41'").
 * Returns null when the event carries no clock.
 */
export function minuteLabel({ matchSecond, half, level }: MinuteInput): string | null {
  if (matchSecond == null || !Number.isFinite(matchSecond)) return null;
  const minute = Math.max(0, Math.ceil(matchSecond / 60));
  if ((level ?? 0) >= PLAIN_MINUTE_LEVEL) return `${minute}'`;
  if (half == null || !Number.isInteger(half) || half < 1) return String(minute);
  const halfEnd = half * MINUTES_PER_HALF;
  return minute > halfEnd ? `${halfEnd}+${minute - halfEnd}` : String(minute);
}
