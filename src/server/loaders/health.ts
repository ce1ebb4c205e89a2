import { defineSiteLoader } from './define-loader.js';

/** The status page shows what this instance knows of itself, whether or not the league API answers. */
export default defineSiteLoader('health', async ({ instance }) => ({ data: instance() }));

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    health: true;
  }
}
