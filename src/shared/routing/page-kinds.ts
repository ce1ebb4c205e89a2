/**
 * Page kinds: what each kind's loader gives and its component takes. A page file declares its
 * kind's data here and a loader file declares that it loads it (TypeScript declaration merging),
 * so a page kind is one route entry, one page file and one loader file, linked by types
 * (docs/decisions/0014-page-kinds.md). A kind whose data is `null` shows no league data.
 */

// Filled by each `src/shared/ui/pages/{kind}-page.tsx`: `interface PageKinds { tables: TablesData }`.
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, as said above
export interface PageKinds {}

// Filled by each `src/server/loaders/{kind}.ts`: `interface PageLoaders { tables: true }`.
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, as said above
export interface PageLoaders {}

export type PageKind = keyof PageKinds;
export type DataOf<K extends PageKind> = PageKinds[K];
