import { useEffect, useRef } from 'react';

/**
 * Runs `task` every `delay` ms while `active`, paused while the tab is hidden and run at once when
 * it shows again; a failed task is retried at the next tick. `key` names what is polled: a new
 * key starts over. The task is told whether polling stopped meanwhile, so a late answer is dropped.
 */
export function usePolling(
  active: boolean,
  delay: number,
  key: string,
  task: (stopped: () => boolean) => Promise<void>,
): void {
  const latest = useRef(task);
  latest.current = task;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts the polling over; the task is read through a ref
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        await latest.current(() => stopped);
      } catch {
        // Keep showing the last good data; the next poll tries again.
      }
      if (!stopped && !document.hidden) timer = setTimeout(poll, delay);
    };
    const onVisibility = () => {
      clearTimeout(timer);
      if (!document.hidden) void poll();
    };
    timer = setTimeout(poll, delay);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, delay, key]);
}
