import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { WebContext } from '../../src/shared/config/contexts.js';
import { NOW } from '../helpers/app.js';
import { embeddedUpstream } from '../helpers/embedded.js';

/** A real server on a loopback port, serving the client build made by the global setup. */
export async function startSite(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config: loadConfig(env), logger: false, ...deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Where a browser test finds a site: its address, and its league API's for reading past the site's caches. */
export interface SiteAddress {
  base: string;
  upstream: string;
}

/**
 * Pages whose first answer works out what most pages then read: the league's simulated seasons
 * and the draft. Asked once before any test, so that no test's first page waits on them.
 */
const FIRST_PAGES = ['/en', '/en/espana', '/en/espana/matches', '/en/espana/draft'];

/**
 * One league's site on the embedded league API, both on the tests' clock (NOW): the site every
 * browser test reads unless it moves the clock or changes the league. Started once for the whole
 * run by the global setup; it keeps nothing a test could change but its caches.
 */
export async function startSharedSite(context: WebContext): Promise<SiteAddress & { close(): Promise<void> }> {
  const clock = () => NOW;
  const upstream = await embeddedUpstream(clock);
  const site = await startSite({ WEB_CONTEXT: context, UPSTREAM_URL: upstream.origin }, { clock });
  const close = async () => {
    await site.app.close();
    await upstream.close();
  };
  for (const path of FIRST_PAGES) {
    const res = await fetch(site.base + path);
    await res.arrayBuffer();
    if (res.status === 200) continue;
    await close();
    throw new Error(`the ${context} site answered ${path} with ${res.status}`);
  }
  return { base: site.base, upstream: upstream.origin, close };
}
