import type { WebContext } from '../config/contexts.js';
import type { RegionSlug } from '../config/regions.js';
import { CHECK_NAMES, CHECK_OF_REGION, type CheckName } from './checks-data.js';
import type { RouteDef } from './routes.js';

export class UnknownCheckError extends Error {
  readonly code = 'UNKNOWN_ROUTE_MIDDLEWARE';
  constructor(
    readonly check: string,
    readonly route: string,
  ) {
    super('Unknown route middleware');
  }
}

/** The check name a region answers to in a context; on a global page, the context itself. */
export function checkNameFor(context: WebContext, region: RegionSlug | null): CheckName | undefined {
  const byRegion: Partial<Record<RegionSlug, CheckName>> = CHECK_OF_REGION[context];
  return region === null ? context : byRegion[region];
}

export function isBlocked(def: Pick<RouteDef, 'checks'>, context: WebContext, region: RegionSlug | null): boolean {
  const name = checkNameFor(context, region);
  return name !== undefined && def.checks.includes(name);
}

/** Start-up check: every route names only known checks. */
export function assertKnownChecks(routes: Readonly<Record<string, Pick<RouteDef, 'checks'>>>): void {
  for (const [base, def] of Object.entries(routes)) {
    for (const check of def.checks) {
      if (!(CHECK_NAMES as readonly string[]).includes(check)) throw new UnknownCheckError(check, base);
    }
  }
}
