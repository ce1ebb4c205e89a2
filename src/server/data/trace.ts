import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataCall } from './observe.js';

/**
 * Collects the data lookups made while serving one request, so its log line can say what
 * came from the cache and what waited for the upstream. Lookups outside a collection (a
 * background refresh, start-up) are not recorded anywhere.
 */
export class DataTrace {
  private readonly storage = new AsyncLocalStorage<DataCall[]>();

  async collect<T>(work: () => Promise<T>): Promise<{ value: T; calls: DataCall[] }> {
    const calls: DataCall[] = [];
    const value = await this.storage.run(calls, work);
    return { value, calls };
  }

  record(call: DataCall): void {
    this.storage.getStore()?.push(call);
  }
}
