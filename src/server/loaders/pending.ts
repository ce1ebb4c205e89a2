import { withoutData } from './define-loader.js';

/** The page shows no league data. */
export default withoutData('pending');

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    pending: true;
  }
}
