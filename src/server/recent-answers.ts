import { performance } from 'node:perf_hooks';

/** The page answers readiness looks back on, and how many it needs before it judges by them. */
export const RECENT_SECONDS = 60;
export const FEWEST_ANSWERS = 20;

export interface AnswerCounts {
  answers: number;
  unavailable: number;
}

export interface RecentAnswers {
  record(status: number): void;
  /** The page answers of the last minute, and how many of them were 503s. */
  counts(): AnswerCounts;
}

/** Page answers counted per second over the last minute, in fixed memory whatever the traffic. */
export function recentAnswers(nowMs: () => number = () => performance.now()): RecentAnswers {
  const second = new Array<number>(RECENT_SECONDS).fill(-1);
  const answers = new Array<number>(RECENT_SECONDS).fill(0);
  const unavailable = new Array<number>(RECENT_SECONDS).fill(0);
  return {
    record(status) {
      const now = Math.floor(nowMs() / 1000);
      const slot = now % RECENT_SECONDS;
      if (second[slot] !== now) {
        second[slot] = now;
        answers[slot] = 0;
        unavailable[slot] = 0;
      }
      answers[slot]! += 1;
      if (status === 503) unavailable[slot]! += 1;
    },
    counts() {
      const now = Math.floor(nowMs() / 1000);
      const counts = { answers: 0, unavailable: 0 };
      for (let slot = 0; slot < RECENT_SECONDS; slot++) {
        if (now - second[slot]! >= RECENT_SECONDS) continue;
        counts.answers += answers[slot]!;
        counts.unavailable += unavailable[slot]!;
      }
      return counts;
    },
  };
}

/** Most of the last minute's pages were 503s: this instance cannot serve what it is asked. */
export function mostlyUnavailable({ answers, unavailable }: AnswerCounts): boolean {
  return answers >= FEWEST_ANSWERS && unavailable * 2 > answers;
}
