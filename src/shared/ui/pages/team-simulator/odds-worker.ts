import { type OddsInput, simulateOdds } from '../../../league/sim/odds.js';

/**
 * This module is its own chunk: the page imports it only to learn its address and start it as a
 * module worker, so the runs never block the page and no extra build entry is needed.
 */
export const WORKER_URL = import.meta.url;

interface WorkerScope {
  onmessage: ((event: MessageEvent<OddsInput>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as Partial<WorkerScope> & { document?: unknown };
if (typeof scope.document === 'undefined' && typeof scope.postMessage === 'function' && 'onmessage' in scope) {
  scope.onmessage = (event) => scope.postMessage!(simulateOdds(event.data));
}
