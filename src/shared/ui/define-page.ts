import type { ComponentType } from 'react';
import type { DataOf, PageKind } from '../routing/page-kinds.js';

/** A page component receives exactly what its kind's loader gives. */
export interface PageProps<K extends PageKind> {
  data: DataOf<K>;
}

export interface PageModule<K extends PageKind = PageKind> {
  kind: K;
  Component: ComponentType<PageProps<K>>;
}

/** The default export of `pages/{kind}-page.tsx`; naming the kind lets the registry check the file. */
export function definePage<K extends PageKind>(kind: K, Component: ComponentType<PageProps<K>>): PageModule<K> {
  return { kind, Component };
}
