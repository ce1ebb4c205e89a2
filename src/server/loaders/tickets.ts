import { withoutData } from './define-loader.js';

/** The page shows no league data. */
export default withoutData('tickets');

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    tickets: true;
  }
}
