/**
 * Compiled by `tsc` in `npm test`, never run: each `@ts-expect-error` below must meet an error,
 * or the typecheck fails. It proves that a page kind's parts are linked by types.
 */

import { defineLoader } from '../../src/server/loaders/define-loader.js';
import type { KindsWithoutLoader } from '../../src/server/loaders/index.js';
import type { PageKinds, PageLoaders } from '../../src/shared/routing/page-kinds.js';
import type { RouteDef } from '../../src/shared/routing/routes.js';
import { definePage } from '../../src/shared/ui/define-page.js';

// A loader must give exactly what its page takes (the tables page wants `seasons` too).
// @ts-expect-error
defineLoader('tables', async () => ({ data: { selected: null, view: null } }));

// A page must take exactly what its loader gives.
// @ts-expect-error
definePage('tables', ['tables'], ({ data }: { data: { standings: string[] } }) => <p>{data.standings.length}</p>);

// A route entry may only name a kind that has a page file.
// @ts-expect-error
export const unknownKind: RouteDef['kind'] = 'no-such-kind';

// A kind with a page file and no loader file names itself as missing.
export const complete: KindsWithoutLoader<PageKinds, PageLoaders> = true;
// @ts-expect-error
export const missing: KindsWithoutLoader<PageKinds & { extra: null }, PageLoaders> = true;
