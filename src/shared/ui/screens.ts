import type * as ScreenModule from './components/error-screens.js';

export type Screens = typeof ScreenModule;

let loaded: Screens | null = null;

/**
 * The error screens (not found, blocked, unavailable, an error), a chunk of their own in the
 * browser: most visits never show one, so their code is not in every page's first load.
 */
export async function loadScreens(): Promise<Screens> {
  return (loaded ??= await import('./components/error-screens.js'));
}

/** The screens, once loaded (the server loads them at start-up, the browser before it shows one). */
export function screens(): Screens {
  if (!loaded) throw new Error('The error screens are not loaded');
  return loaded;
}
