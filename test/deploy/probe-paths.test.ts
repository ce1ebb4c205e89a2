import { describe, expect, it } from 'vitest';
import { buildMetricsServer } from '../../src/server/metrics-server.js';
import { buildUpstreamApp } from '../../src/upstream/app.js';
import { ANCHOR, sharedEmbeddedSite } from '../helpers/embedded.js';
import { compose, manifest, read } from './deploy-files.js';

interface Probe {
  httpGet: { path: string };
}
type Pod = {
  spec: {
    template: {
      metadata: { annotations: Record<string, string> };
      spec: { containers: Record<'startupProbe' | 'livenessProbe' | 'readinessProbe', Probe>[] };
    };
  };
};

const pod = manifest<Pod>('Deployment').spec.template;
const [site] = pod.spec.containers;
const { services } = compose();
const checkedPath = (name: string) =>
  new URL(/fetch\('([^']+)'\)/.exec(services[name]!.healthcheck!.test.join(' '))![1]!).pathname;
const caddyHealthUri = /^\s*health_uri (\S+)$/m.exec(read('deploy/Caddyfile'))![1]!;

describe('the paths the deployment files probe answer on a working instance', () => {
  const handle = sharedEmbeddedSite();

  it('the site: every probe of the pods, the compose health check and the proxy health check', async () => {
    const paths = new Set([site!.startupProbe, site!.livenessProbe, site!.readinessProbe].map((p) => p.httpGet.path));
    paths.add(checkedPath('site-1')).add(caddyHealthUri);
    expect([...paths].sort()).toEqual(['/healthz', '/readyz']);
    for (const url of paths) expect((await handle.app.inject({ url })).statusCode, url).toBe(200);
  });

  it('the metrics listener: the path named in the scrape annotations', async () => {
    const metrics = buildMetricsServer(handle.app.metrics);
    const res = await metrics.inject({ url: pod.metadata.annotations['prometheus.io/path']! });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE');
    await metrics.close();
  });

  it('the league API service: the call its compose health check makes', async () => {
    const upstream = buildUpstreamApp({ anchor: ANCHOR, faults: null, env: {} });
    expect((await upstream.inject({ url: checkedPath('upstream') })).statusCode).toBe(200);
    await upstream.close();
  });
});
