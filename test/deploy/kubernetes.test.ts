import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PAGE_DEADLINE_MS, SHUTDOWN_GRACE_MS } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { DEFAULT_TIMEOUTS } from '../../src/server/data/client-options.js';
import { kubernetesFiles, manifest, read } from './deploy-files.js';

interface Probe {
  httpGet: { path: string; port: string };
  periodSeconds: number;
  timeoutSeconds?: number;
  failureThreshold: number;
}
interface Container {
  name: string;
  ports: { name: string; containerPort: number }[];
  envFrom: { configMapRef?: { name: string }; secretRef?: { name: string; optional: boolean } }[];
  resources: { requests: Record<'cpu' | 'memory', string>; limits: Record<'cpu' | 'memory', string> };
  startupProbe: Probe;
  livenessProbe: Probe;
  readinessProbe: Probe;
  lifecycle: { preStop: { exec: { command: string[] } } };
  securityContext: {
    allowPrivilegeEscalation: boolean;
    readOnlyRootFilesystem: boolean;
    capabilities: { drop: string[] };
  };
}
interface Deployment {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string>; annotations: Record<string, string> };
      spec: {
        terminationGracePeriodSeconds: number;
        securityContext: { runAsNonRoot: boolean; runAsUser: number };
        containers: Container[];
      };
    };
  };
}
type Selector = { matchLabels: Record<string, string> };

const defaults = loadConfig({});
const deployment = manifest<Deployment>('Deployment');
const pod = deployment.spec.template;
const [site] = pod.spec.containers;
const port = (name: string) => site!.ports.find((p) => p.name === name)?.containerPort;
const configMap = manifest<{ data: Record<string, string> }>('ConfigMap');
const service = manifest<{
  spec: { selector: Record<string, string>; ports: { name: string; port: number; targetPort: string }[] };
}>('Service');
const hpa = manifest<{
  spec: {
    scaleTargetRef: { kind: string; name: string };
    minReplicas: number;
    maxReplicas: number;
    metrics: { type: string; resource: { name: string; target: { type: string; averageUtilization: number } } }[];
  };
}>('HorizontalPodAutoscaler');
const pdb = manifest<{ spec: { maxUnavailable: number; selector: Selector } }>('PodDisruptionBudget');

/** Kubernetes quantities as bytes (`640Mi`, `1Gi`). */
const bytes = (q: string) => Number(/^(\d+)(Mi|Gi)$/.exec(q)![1]) * (q.endsWith('Gi') ? 2 ** 30 : 2 ** 20);
const cores = (q: string) => (q.endsWith('m') ? Number(q.slice(0, -1)) / 1000 : Number(q));

describe('the Kubernetes manifests', () => {
  it('are all tied together by the kustomization, one object per file', () => {
    const files = kubernetesFiles();
    const { resources } = parse(read('deploy/kubernetes/kustomization.yaml')) as { resources: string[] };
    expect([...resources].sort()).toEqual([...files.keys()].filter((f) => f !== 'kustomization.yaml').sort());
    expect([...files.values()].map((m) => m.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Kustomization',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it('name the ports the server listens on by default, as the image and the ConfigMap set them', () => {
    expect(port('http')).toBe(defaults.port);
    expect(port('metrics')).toBe(defaults.metricsPort);
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(new RegExp(`\\bPORT=${defaults.port}\\b`));
    expect(dockerfile).toMatch(new RegExp(`\\bMETRICS_PORT=${defaults.metricsPort}\\b`));
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${defaults.port} ${defaults.metricsPort}$`, 'm'));
    // The ConfigMap passes the server's own check and listens where the pod's ports say.
    const config = loadConfig(configMap.data);
    expect([config.port, config.metricsPort]).toEqual([port('http'), port('metrics')]);
    expect([config.host, config.metricsHost]).toEqual(['0.0.0.0', '0.0.0.0']);
    expect(config.upstreamUrl).not.toBeNull();
    expect(site!.envFrom[0]!.configMapRef!.name).toBe(configMap.metadata.name);
    expect(site!.envFrom[1]!.secretRef).toEqual({ name: deployment.metadata.name, optional: true });
  });

  it('probe readiness on /readyz and liveness on /healthz, on the site port', () => {
    expect(site!.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(site!.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(site!.startupProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    // /readyz may wait on its own probe of a hanging league API: a shorter timeout would take
    // warm pods, which still serve, out of rotation during an API outage.
    expect(site!.readinessProbe.timeoutSeconds! * 1000).toBeGreaterThan(DEFAULT_TIMEOUTS.budgetMs);
  });

  it('stop gracefully: the grace period outlasts the preStop pause and the server drain', () => {
    const [sleep, seconds] = site!.lifecycle.preStop.exec.command;
    expect(sleep).toBe('sleep');
    expect(Number(seconds)).toBeGreaterThanOrEqual(3);
    expect(SHUTDOWN_GRACE_MS).toBeGreaterThan(PAGE_DEADLINE_MS);
    expect(pod.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(seconds) * 1000 + SHUTDOWN_GRACE_MS);
  });

  it('run unprivileged on a read-only root filesystem, with resources that bound the heap', () => {
    expect(pod.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(site!.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    const { requests, limits } = site!.resources;
    expect(bytes(requests.memory)).toBeLessThanOrEqual(bytes(limits.memory));
    expect(cores(requests.cpu)).toBeLessThanOrEqual(cores(limits.cpu));
    const heapMb = Number(/--max-old-space-size=(\d+)/.exec(configMap.data.NODE_OPTIONS!)![1]);
    expect(heapMb * 2 ** 20).toBeLessThan(bytes(limits.memory));
  });

  it('select the pods alike: the Deployment, the Service and the PodDisruptionBudget', () => {
    expect(pod.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(pod.metadata.labels).toMatchObject(service.spec.selector);
    expect(pdb.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    expect(service.spec.ports.map((p) => [p.name, p.targetPort])).toEqual([
      ['http', 'http'],
      ['metrics', 'metrics'],
    ]);
    expect(service.spec.ports.find((p) => p.name === 'metrics')!.port).toBe(defaults.metricsPort);
  });

  it('scale on CPU, leaving the count to the autoscaler, and keep pods up through disruptions', () => {
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.metrics).toEqual([
      { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
    ]);
    expect(deployment.spec.replicas).toBeUndefined();
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    expect(pdb.spec.maxUnavailable).toBeLessThan(hpa.spec.minReplicas);
  });

  it('tell Prometheus to scrape the metrics port', () => {
    expect(pod.metadata.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(port('metrics')),
      'prometheus.io/path': '/metrics',
    });
  });
});
