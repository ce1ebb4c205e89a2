import type { PageKind } from '../../routing/page-kinds.js';
import { PAGE_KINDS, ROUTES } from '../../routing/routes.js';
import type { PageModule } from '../define-page.js';
import { loadScreens } from '../screens.js';
import type { PageState } from '../state.js';

const modules = new Map<PageKind, PageModule>();

/**
 * Loads the page file of a kind, `{kind}-page.tsx` beside this one: in the browser each is a
 * chunk of its own, so a page's code loads only where it is shown.
 */
export async function loadPageModule(kind: PageKind): Promise<PageModule> {
  let page = modules.get(kind);
  if (!page) {
    page = (await import(`./${kind}-page.tsx`)).default;
    if (page?.kind !== kind) throw new Error(`pages/${kind}-page.tsx does not define the page kind '${kind}'`);
    modules.set(kind, page);
  }
  return page;
}

/** A kind's page, once loaded (the server loads them all at start-up, the browser before it renders one). */
export function pageModule(kind: PageKind): PageModule {
  const page = modules.get(kind);
  if (!page) throw new Error(`The page kind '${kind}' is not loaded`);
  return page;
}

/** The kind of page a state shows: its route's, unless it shows one of the screens. */
export function shownKind(state: PageState): PageKind | null {
  return state.view.kind === 'page' && state.base ? ROUTES[state.base].kind : null;
}

/**
 * What a state needs loaded before it renders in the browser: its page kind's module, or the
 * error screens (hydration and client navigation both wait for it).
 */
export function loadShown(state: PageState): Promise<unknown> {
  const kind = shownKind(state);
  return kind ? loadPageModule(kind) : loadScreens();
}

/** Every page kind, with the error screens: the server may render any of them. */
export async function loadAllPages(): Promise<PageModule[]> {
  const [pages] = await Promise.all([Promise.all(PAGE_KINDS.map(loadPageModule)), loadScreens()]);
  return pages;
}
