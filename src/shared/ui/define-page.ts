// Every page is shown inside the app's shell, and many share the shell's modules (routing, menus,
// live cards). Importing the shell here makes every page reach them, so the browser build puts them
// in a few chunks with the shell's, not one per set of pages using each (esbuild makes a chunk per
// set of entry points reaching a module; docs/decisions/0060-first-load-weight.md). The same goes for
// what most pages show, the hero, team badges, match cards, dates and numbers, and for the address
// the client router and a few pages write: one file with this one, not one per set of pages using
// each (docs/decisions/0099-first-load-under-budget.md, 0101-one-file-per-page-kind.md).
import './address.js';
import './app.js';
import './components/match-card.js';
import './components/page-hero.js';
import './components/team-badge.js';
import '../i18n/dates.js';
import '../i18n/numbers.js';
import type { ComponentType } from 'react';
import type { MessagePart } from '../i18n/message-parts.js';
import type { DataOf, PageKind } from '../routing/page-kinds.js';

/** A page component receives exactly what its kind's loader gives. */
export interface PageProps<K extends PageKind> {
  data: DataOf<K>;
}

export interface PageModule<K extends PageKind = PageKind> {
  kind: K;
  /** The message parts the page says beyond the shell's; the browser loads these with the page. */
  messages: readonly MessagePart[];
  Component: ComponentType<PageProps<K>>;
}

/**
 * The default export of `pages/{kind}-page.tsx`; naming the kind lets the registry check the file,
 * and `test/shared/ui/page-messages.test.ts` checks that `messages` covers every key it may say.
 */
export function definePage<K extends PageKind>(
  kind: K,
  messages: readonly MessagePart[],
  Component: ComponentType<PageProps<K>>,
): PageModule<K> {
  return { kind, messages, Component };
}
