/**
 * Node's options for the site's process, as `npm start` and the image's command pass them, and as
 * the bench starts its servers: V8's worker pool of one thread beside the main thread, so that
 * compiling and the garbage collector's helpers leave the thread that renders its core
 * (docs/decisions/0066-v8-worker-pool-of-one.md).
 */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=1'] as const;
