import request from 'undici/lib/api/api-request.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import Pool from 'undici/lib/dispatcher/pool.js';

/*
 * undici's connection pool on its own (docs/decisions/0104). The package's index loads every part
 * of undici (fetch, WebSocket, caches, mocks, proxies: 380 KB of the server bundle), which a new
 * replica would compile and run before its first page; the site makes one kind of call, a pool's
 * `request`, which the index gives every dispatcher in the same way.
 */
Object.assign(Dispatcher.prototype, { request });

export { Pool };
