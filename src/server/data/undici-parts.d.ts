/** The files of undici that src/server/data/undici-pool.ts loads, typed from the package's own types. */
declare module 'undici/lib/dispatcher/pool.js' {
  import { Pool } from 'undici';

  export default Pool;
}

declare module 'undici/lib/dispatcher/dispatcher.js' {
  import { Dispatcher } from 'undici';

  export default Dispatcher;
}

declare module 'undici/lib/api/api-request.js' {
  import type { request } from 'undici';

  const requestOn: (this: unknown, ...args: Parameters<typeof request>) => ReturnType<typeof request>;
  export default requestOn;
}
