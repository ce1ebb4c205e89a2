import { describe, expect, it } from 'vitest';
import { compose, interpolated, read } from './deploy-files.js';

const caddyfile = read('deploy/Caddyfile');
const withoutComments = caddyfile.replace(/#.*$/gm, '');
const { services } = compose();
/** Directives inside the reverse_proxy block: `name args…`. */
const block = /reverse_proxy ([^{\n]+)\{([\s\S]*?)\n\t\}/.exec(withoutComments);
const upstreams = block![1]!.trim().split(/\s+/);
const directives = new Map(
  block![2]!
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [name, ...args] = l.split(/\s+/);
      return [name!, args.join(' ')];
    }),
);

describe('deploy/Caddyfile', () => {
  it('sends requests round-robin to both site replicas, on the port they listen on', () => {
    const sites = Object.keys(services).filter((s) => s.startsWith('site-'));
    expect(sites).toHaveLength(2);
    expect(upstreams).toEqual(sites.map((s) => `${s}:${interpolated(services[s]!.environment!.PORT!)}`));
    expect(directives.get('lb_policy')).toBe('round_robin');
  });

  it('takes a replica out of rotation while its /readyz is not 200, as Kubernetes does', () => {
    expect(directives.get('health_uri')).toBe('/readyz');
    expect(directives.get('health_status')).toBe('200');
  });

  it('listens on the port the compose file publishes', () => {
    const published = interpolated(services.proxy!.ports![0]!).split(':')[1];
    expect(caddyfile).toMatch(new RegExp(`^:${published} \\{$`, 'm'));
  });

  it('leaves the X-Forwarded-* headers to Caddy, which sets them from the client connection', () => {
    // Caddy sets X-Forwarded-For, -Proto and -Host by default and replaces a client's own unless
    // that client is a trusted proxy; the site trusts them (trustProxy), so none may be spoofed.
    expect(withoutComments).not.toMatch(/header_up\s+-?X-Forwarded/i);
    expect(withoutComments).not.toMatch(/trusted_proxies/);
  });
});
