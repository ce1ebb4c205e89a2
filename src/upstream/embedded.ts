import type { AddressInfo } from 'node:net';
import { buildUpstreamApp, type UpstreamOptions } from './app.js';

export interface EmbeddedUpstream {
  /** http://127.0.0.1:{port}: the site talks to it over HTTP, exactly as to the real API. */
  origin: string;
  close(): Promise<void>;
}

/** The embedded league API on a free loopback port, for `npm start` without UPSTREAM_URL and for tests. */
export async function startEmbeddedUpstream(options: UpstreamOptions = {}): Promise<EmbeddedUpstream> {
  const app = buildUpstreamApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
