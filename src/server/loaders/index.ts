import type { PageKind, PageKinds, PageLoaders } from '../../shared/routing/page-kinds.js';
import { PAGE_KINDS } from '../../shared/routing/routes.js';
import type { PageLoader } from './define-loader.js';

/** `true` when every page kind has a loader file; else the kinds that lack one. */
export type KindsWithoutLoader<Kinds, Loaders> = [Exclude<keyof Kinds, keyof Loaders>] extends [never]
  ? true
  : { missingLoader: Exclude<keyof Kinds, keyof Loaders> };
/** A page kind without a loader file is a type error here, naming the kind. */
export const EVERY_KIND_HAS_A_LOADER: KindsWithoutLoader<PageKinds, PageLoaders> = true;

const loaders = new Map<PageKind, PageLoader>();

/** Loads every kind's loader, `{kind}.ts` beside this file, once at start-up. */
export async function loadAllLoaders(): Promise<void> {
  await Promise.all(
    PAGE_KINDS.map(async (kind) => {
      // Resolved at run time (tsx, vitest) or bundled as a glob (esbuild); the pattern also matches this file, so vite must not expand it.
      const loader: PageLoader | undefined = (await import(/* @vite-ignore */ `./${kind}.ts`)).default;
      if (loader?.kind !== kind)
        throw new Error(`loaders/${kind}.ts does not define the loader of the page kind '${kind}'`);
      loaders.set(kind, loader);
    }),
  );
}

export function loaderOf(kind: PageKind): PageLoader {
  const loader = loaders.get(kind);
  if (!loader) throw new Error(`The loader of the page kind '${kind}' is not loaded`);
  return loader;
}
