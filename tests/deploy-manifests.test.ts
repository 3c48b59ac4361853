import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job, type IJob } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget, type IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap, type IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret, type ISecret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { describe, expect, inject, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadConfig, SETTING_NAMES } from '../server/config.ts';
import { createEmptyDatabase } from './setup/services.ts';

/**
 * deploy/kubernetes, checked offline: every document against the Kubernetes API's schemas (the
 * validators kubernetes-models generates from them), then what the store needs of its pods.
 */
const DIR = 'deploy/kubernetes';
type Doc = { apiVersion?: string; kind?: string; metadata?: { name?: string } };

/** The schema of each kind the manifests use; a kind not listed here fails the test. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'batch/v1 Job': Job,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1 Ingress': Ingress,
  'v1 Service': Service,
  'v1 ConfigMap': ConfigMap,
  'v1 Secret': Secret,
};

const files = fs
  .readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const docs = files.flatMap((file) =>
  parseAllDocuments(fs.readFileSync(path.join(DIR, file), 'utf8')).map((d) => {
    if (d.errors.length) throw new Error(`${file}: ${d.errors.map((e) => e.message).join('; ')}`);
    return { file, doc: d.toJS() as Doc };
  }),
);
const resources = docs.filter(({ doc }) => doc.kind !== 'Kustomization');
const only = (kind: string): unknown => {
  const found = resources.filter(({ doc }) => doc.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!.doc;
};
const deployment = only('Deployment') as IDeployment;
const job = only('Job') as IJob;
const app = deployment.spec!.template.spec!.containers[0]!;
const migrate = job.spec!.template.spec!.containers[0]!;
const configMap = only('ConfigMap') as IConfigMap;
const secret = only('Secret') as ISecret;

describe('the Kubernetes manifests', () => {
  it.each(resources.map(({ file, doc }) => [`${file}: ${doc.kind} ${doc.metadata?.name}`, doc] as const))(
    '%s is valid against the Kubernetes schema',
    (_, doc) => {
      const Model = MODELS[`${doc.apiVersion} ${doc.kind}`];
      expect(Model, `no schema for ${doc.apiVersion} ${doc.kind}`).toBeDefined();
      expect(() => new Model!(doc as never).validate()).not.toThrow();
    },
  );

  it('the schema check refuses a wrong document', () => {
    const broken = structuredClone(deployment);
    (broken.spec!.template.spec!.containers[0]!.ports![0] as { containerPort: unknown }).containerPort = 'http';
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort must be integer/);
  });

  it('kustomization.yaml lists every manifest but the example Secret, and names the image both pods run', () => {
    const kustomization = docs.find(({ doc }) => doc.kind === 'Kustomization')?.doc as { resources: string[]; images: Array<{ name: string }> };
    const manifests = [...new Set(resources.map((r) => r.file))].filter((f) => f !== 'secret.example.yaml');
    expect([...kustomization.resources].sort()).toEqual(manifests);
    expect(kustomization.images.map((i) => i.name)).toEqual([app.image]);
    expect(migrate.image).toBe(app.image);
  });

  it('probes: startup and liveness on /healthz, readiness on /readyz, all on the container port the store listens on', () => {
    const port = app.ports!.find((p) => p.name === 'http')!;
    expect(String(port.containerPort)).toBe(configMap.data!.PORT);
    const probe = (p: IContainer['livenessProbe']) => [p?.httpGet?.path, p?.httpGet?.port];
    expect(probe(app.startupProbe)).toEqual(['/healthz', 'http']);
    expect(probe(app.livenessProbe)).toEqual(['/healthz', 'http']);
    expect(probe(app.readinessProbe)).toEqual(['/readyz', 'http']);
  });

  it('pods run as the image user, not root, on a read-only root filesystem with no privileges', () => {
    for (const pod of [deployment.spec!.template.spec!, job.spec!.template.spec!]) {
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000, seccompProfile: { type: 'RuntimeDefault' } });
      for (const c of pod.containers) {
        expect(c.securityContext).toEqual({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
        expect(c.volumeMounts?.map((m) => m.mountPath)).toContain('/tmp');
        expect(Object.keys(c.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(c.resources?.limits?.memory).toBeDefined();
      }
    }
  });

  it('the autoscaler owns the replica count of the Deployment, and the disruption budget covers its pods', () => {
    const hpa = only('HorizontalPodAutoscaler') as IHorizontalPodAutoscaler;
    const pdb = only('PodDisruptionBudget') as IPodDisruptionBudget;
    expect(deployment.spec!.replicas).toBeUndefined();
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata!.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(pdb.spec!.selector).toEqual(deployment.spec!.selector);
  });

  it('a stop has its delay and the store’s 30 s deadline before Kubernetes kills the process', () => {
    expect(deployment.spec!.template.spec!.terminationGracePeriodSeconds).toBeGreaterThan(30 + Number(configMap.data!.STOP_DELAY_SECONDS));
    expect(configMap.data!.STOP_DELAY_SECONDS).toBe('5');
  });

  it('the app runs the image’s command (npm start’s), and Prometheus is pointed at METRICS_PORT', () => {
    // tests/production-build.test.ts ties the image's CMD to `npm start`.
    expect(app.command).toBeUndefined();
    expect(app.args).toBeUndefined();
    const annotations = deployment.spec!.template.metadata!.annotations!;
    expect(annotations['prometheus.io/port']).toBe(configMap.data!.METRICS_PORT);
    expect(app.ports!.map((p) => p.containerPort)).toContain(Number(configMap.data!.METRICS_PORT));
  });

  it('sets only settings the store reads (or OpenTelemetry’s), and the example values make a valid production config with S3', () => {
    const names = [
      ...Object.keys(configMap.data ?? {}),
      ...Object.keys(secret.stringData ?? {}),
      ...[app, migrate].flatMap((c) => (c.env ?? []).map((e) => e.name)),
    ];
    const known = new Set<string>(SETTING_NAMES);
    expect(names.filter((n) => !known.has(n) && !n.startsWith('OTEL_'))).toEqual([]);
    const config = loadConfig({ ...configMap.data, ...secret.stringData });
    expect(config).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', useAuthEmulator: false, TRUST_PROXY: true });
    expect(config.S3_BUCKET).toBeDefined();
  });
});

describe('the migration Job', () => {
  // The Job's command, run as the image runs it (from the app's folder, on the compiled output).
  const runJobCommand = (databaseUrl: string) =>
    spawnSync(migrate.command![0]!, migrate.command!.slice(1), { env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl }, encoding: 'utf8' });

  it('migrates an empty database and exits, and finds nothing to do the second time', async () => {
    expect(migrate.command).toEqual(['node', 'dist/server/migrate.js']);
    const databaseUrl = await createEmptyDatabase(inject('pgAdminUrl'));
    const first = runJobCommand(databaseUrl);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Applied \d+ migration\(s\)/);
    const second = runJobCommand(databaseUrl);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout.trim()).toBe('Database is up to date');
  });
});
