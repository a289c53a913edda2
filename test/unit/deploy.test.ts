// The deploy/ files against the code: the environment they set is the README's and valid,
// and Kubernetes' and compose's stop bounds leave the drain its whole time.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '#server/config.ts';

const read = (path: string) => readFileSync(path, 'utf8');
const readmeVariables = [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);

type Container = {
  env?: { name: string }[];
  readinessProbe: { httpGet: { path: string } };
  livenessProbe: { httpGet: { path: string } };
  lifecycle: { preStop: { exec: { command: string[] } } };
  resources: { requests: { memory: string }; limits: { memory: string } };
};
const configMap = parse(read('deploy/kubernetes/configmap.yaml')) as { data: Record<string, string> };
const deployment = parse(read('deploy/kubernetes/deployment.yaml')) as { spec: { template: { spec: { terminationGracePeriodSeconds: number; containers: Container[] } } } };
const pod = deployment.spec.template.spec;
const container = pod.containers[0]!;
const mebibytes = (quantity: string) => Number(/^(\d+)Mi$/.exec(quantity)?.[1] ?? NaN);

describe('deploy/kubernetes', () => {
  it('sets every variable of the README, and nothing else', () => {
    const set = [...Object.keys(configMap.data), ...(container.env ?? []).map((e) => e.name)].sort();
    expect(set).toEqual([...readmeVariables].sort());
  });

  it('holds a configuration the server accepts', () => {
    const config = loadConfig(configMap.data);
    expect(config.upstreams).not.toBeNull();
    expect(config.publicOriginFixed).toBe(true);
  });

  it('gives the drain its whole bound: preStop + SHUTDOWN_TIMEOUT_MS < terminationGracePeriodSeconds', () => {
    const config = loadConfig(configMap.data);
    const [command, seconds] = container.lifecycle.preStop.exec.command;
    expect(command).toBe('sleep');
    expect(Number(seconds) + config.shutdownTimeoutMs / 1000).toBeLessThan(pod.terminationGracePeriodSeconds);
    expect(config.shutdownGraceMs).toBeGreaterThan(0);
  });

  it('probes readiness and liveness where the server answers them', () => {
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
  });

  it('limits memory above the request, and above the heap cap the image sets', () => {
    const heapCap = Number(/--max-old-space-size=(\d+)/.exec(read('Dockerfile'))?.[1]);
    expect(mebibytes(container.resources.limits.memory)).toBeGreaterThan(mebibytes(container.resources.requests.memory));
    expect(mebibytes(container.resources.requests.memory)).toBeGreaterThan(heapCap);
  });

  it('trusts one proxy hop, and lets only the ingress controller reach the site port (so that hop is the only one)', () => {
    const config = loadConfig(configMap.data);
    expect(configMap.data.TRUST_PROXY).toBe('1');
    expect(config.trustProxy).toBe(1);
    const policy = parse(read('deploy/kubernetes/networkpolicy.yaml')) as {
      kind: string;
      spec: { podSelector: { matchLabels: Record<string, string> }; ingress: Array<{ from: Array<{ namespaceSelector: { matchLabels: Record<string, string> } }>; ports: Array<{ port: string }> }> };
    };
    expect(policy.kind).toBe('NetworkPolicy');
    expect(policy.spec.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'bim-portal' });
    const toSite = policy.spec.ingress.filter((rule) => rule.ports.some((port) => port.port === 'http'));
    expect(toSite).toHaveLength(1);
    expect(toSite[0]!.from.map((peer) => peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name'])).toEqual(['ingress-nginx']);
    // The comment names the right hop: the ingress controller, never the Service.
    expect(read('deploy/kubernetes/configmap.yaml')).toMatch(/hop in front is the\s+# ingress controller/);
    expect((parse(read('deploy/kubernetes/kustomization.yaml')) as { resources: string[] }).resources).toContain('networkpolicy.yaml');
  });

  it('has a Service, an HPA and a PodDisruptionBudget for the Deployment', () => {
    const kinds = ['service', 'hpa', 'pdb'].flatMap((name) => parseAllDocuments(read(`deploy/kubernetes/${name}.yaml`)).map((doc) => (doc.toJS() as { kind: string }).kind));
    expect(kinds).toEqual(['Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']);
  });
});

describe('deploy/compose', () => {
  // Compose's ${VAR:-default} interpolation, with nothing set: the defaults.
  const compose = parse(read('deploy/compose/compose.yaml').replace(/\$\{\w+:-([^}]*)\}/g, '$1'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; stop_grace_period?: string; healthcheck?: { test: string[] } }>;
  };

  it('runs two portal replicas with a readiness health check and a stop bound above the drain', () => {
    for (const name of ['portal-1', 'portal-2']) {
      const service = compose.services[name]!;
      const config = loadConfig(service.environment ?? {});
      expect(Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1]) * 1000).toBeGreaterThan(config.shutdownTimeoutMs);
      expect(service.healthcheck?.test.join(' ')).toContain('/readyz');
    }
  });

  it('puts nginx in front, fed by the readiness watcher', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['nginx', 'portal-1', 'portal-2', 'redis', 'upstream-watch']);
    expect(compose.services['upstream-watch']!.environment?.UPSTREAM_REPLICAS).toBe('http://portal-1:3000,http://portal-2:3000');
  });
});
