import { CONTEXTS } from './contexts.js';

/** docs/spec.md §9: no sampling in development, 5% elsewhere. */
export function sampleRate(environment: string): number {
  return environment === 'development' ? 0 : 0.05;
}

/** The local host and the production and staging hosts of both league sites. */
export function tracePropagationTargets(): string[] {
  return ['localhost', ...Object.values(CONTEXTS).flatMap((c) => [c.hosts.production, c.hosts.staging])];
}
