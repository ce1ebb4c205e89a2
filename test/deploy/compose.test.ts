import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { type ComposeService, compose, DEPLOY, durationMs, interpolated, read } from './deploy-files.js';

const { services } = compose();
const SITES = ['site-1', 'site-2'];
const defaults = loadConfig({});
const env = (service: ComposeService) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolated(v)]));
/** The URL a `node -e fetch(…)` health check asks. */
const checked = (service: ComposeService) =>
  new URL(/fetch\('([^']+)'\)/.exec(service.healthcheck!.test.join(' '))![1]!);

describe('deploy/compose.yaml', () => {
  it('runs the league API, two site replicas and a stock reverse proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['proxy', 'site-1', 'site-2', 'upstream']);
    expect(services.proxy!.image).toMatch(/^caddy:\d+\.\d+-alpine$/);
    expect(services['site-1']).toEqual(services['site-2']);
  });

  it('builds every service but the proxy from the repository Dockerfile', () => {
    for (const name of ['upstream', ...SITES]) {
      expect(existsSync(join(DEPLOY, services[name]!.build!.context, 'Dockerfile'))).toBe(true);
    }
  });

  it('runs the embedded league API bundle alone, reachable from the other containers', () => {
    const upstream = services.upstream!;
    expect(upstream.command).toEqual(['node', 'dist/upstream/main.js']);
    expect(read('scripts/build.ts')).toContain("'upstream/main': 'src/upstream/main.ts'");
    expect(env(upstream).HOST).toBe('0.0.0.0');
    expect(upstream.expose).toEqual([env(upstream).UPSTREAM_PORT]);
    expect(checked(upstream).port).toBe(env(upstream).UPSTREAM_PORT);
    // It answers the health check once warm; the check waits long enough for a cold league.
    expect(durationMs(upstream.healthcheck!.timeout!)).toBeGreaterThanOrEqual(10_000);
  });

  it('points both replicas at the league API service by UPSTREAM_URL, and starts them once it is healthy', () => {
    const upstreamPort = env(services.upstream!).UPSTREAM_PORT;
    for (const name of SITES) {
      const site = services[name]!;
      expect(env(site).UPSTREAM_URL).toBe(`http://upstream:${upstreamPort}`);
      expect(site.depends_on).toEqual({ upstream: { condition: 'service_healthy' } });
    }
  });

  it('listens where the server does by default and counts a replica healthy only when ready', () => {
    for (const name of SITES) {
      const site = services[name]!;
      const config = loadConfig(env(site));
      expect([config.port, config.metricsPort]).toEqual([defaults.port, defaults.metricsPort]);
      expect(config.host).toBe('0.0.0.0');
      expect(site.expose).toEqual([String(defaults.port), String(defaults.metricsPort)]);
      const url = checked(site);
      expect([url.port, url.pathname]).toEqual([String(config.port), '/readyz']);
      expect(config.siteOrigin).toBe(`http://localhost:${interpolated(services.proxy!.ports![0]!).split(':')[0]}`);
    }
  });

  it('gives each replica longer to stop than the server takes to drain', () => {
    for (const name of SITES) expect(durationMs(services[name]!.stop_grace_period!)).toBeGreaterThan(SHUTDOWN_GRACE_MS);
  });

  it('runs the images read-only, as the Kubernetes pods do', () => {
    for (const name of ['upstream', ...SITES]) expect(services[name]!.read_only).toBe(true);
  });

  it('starts the proxy on healthy replicas, with its config from deploy/', () => {
    const proxy = services.proxy!;
    expect(proxy.depends_on).toEqual(Object.fromEntries(SITES.map((s) => [s, { condition: 'service_healthy' }])));
    expect(proxy.volumes).toEqual(['./Caddyfile:/etc/caddy/Caddyfile:ro']);
    expect(interpolated(proxy.ports![0]!)).toBe('8080:80');
  });
});
