import type { Later } from '../../shared/ui/late-parts.js';
import { NotFoundError } from '../errors.js';

/** A late part's value as the server holds it: filled in when its data comes. */
export class LateValue<T> implements Later<T> {
  value: T | null = null;
  failed = false;
}

/**
 * A page's late parts while they load (docs/decisions/0079-in-order-late-parts.md): each one's
 * settling, so the renderer knows what is still to come, and whether any failed. A part the league
 * API says does not exist is simply absent; any other failure marks the page degraded, as a lost
 * part does (docs/decisions/0015-degraded-pages.md).
 */
export class LateLoads {
  private readonly settling = new Map<Later<unknown>, Promise<void>>();
  private lost = false;

  constructor(private readonly onFailure: (error: unknown) => void) {}

  add<T>(work: Promise<T>): Later<T> {
    const later = new LateValue<T>();
    const settling = work
      .then(
        (value) => {
          later.value = value;
        },
        (error: unknown) => {
          if (error instanceof NotFoundError) return;
          later.failed = true;
          this.lost = true;
          this.onFailure(error);
        },
      )
      .finally(() => this.settling.delete(later));
    this.settling.set(later, settling);
    return later;
  }

  /** A part lost inside a late part's work (a failed call among several it makes). */
  lose(): void {
    this.lost = true;
  }

  /** The part's settling while it loads; undefined once it has its value (or none). */
  pending(later: Later<unknown>): Promise<void> | undefined {
    return this.settling.get(later);
  }

  /** Every part settled. */
  async all(): Promise<void> {
    await Promise.all(this.settling.values());
  }

  /**
   * Whether some part is still loading after the work already under way has had its turn: parts
   * read from cached data settle within it, so such a page renders whole.
   */
  async stillLoading(): Promise<boolean> {
    if (this.settling.size === 0) return false;
    await new Promise((resolve) => setImmediate(resolve));
    return this.settling.size > 0;
  }

  get failed(): boolean {
    return this.lost;
  }
}
