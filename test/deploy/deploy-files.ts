import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const DEPLOY = join(ROOT, 'deploy');
const KUBERNETES = join(DEPLOY, 'kubernetes');

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');

/** Every YAML file under deploy/kubernetes, by file name: each holds exactly one object. */
export function kubernetesFiles(): Map<string, Manifest> {
  const files = readdirSync(KUBERNETES).filter((f) => f.endsWith('.yaml'));
  return new Map(
    files.map((file) => {
      const docs = parseAllDocuments(readFileSync(join(KUBERNETES, file), 'utf8'));
      const errors = docs.flatMap((d) => d.errors);
      if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
      if (docs.length !== 1) throw new Error(`${file}: ${docs.length} documents, expected one`);
      return [file, docs[0]!.toJS() as Manifest];
    }),
  );
}

/** The one object of a kind the kustomization ties together. */
export function manifest<T>(kind: string): T & Manifest {
  const found = [...kubernetesFiles().values()].filter((m) => m.kind === kind);
  if (found.length !== 1) throw new Error(`${found.length} manifests of kind ${kind}`);
  return found[0] as T & Manifest;
}

export interface ComposeService {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  expose?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; timeout?: string };
  stop_grace_period?: string;
  read_only?: boolean;
}

/** deploy/compose.yaml as Compose reads it: YAML merge keys (`<<: *site`) applied. */
export function compose(): { name: string; services: Record<string, ComposeService> } {
  return parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true });
}

/** `${VAR:-default}` as Compose interpolates it with VAR unset. */
export const interpolated = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

/** Docker durations as Compose writes them (`15s`, `1m30s`) in milliseconds. */
export function durationMs(value: string): number {
  const parts = [...value.matchAll(/(\d+)(ms|s|m|h)/g)];
  if (parts.map((p) => p[0]).join('') !== value) throw new Error(`not a duration: ${value}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}
