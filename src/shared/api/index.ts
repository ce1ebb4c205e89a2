/**
 * Every response the site reads, checked at the boundary (CONVENTIONS.md, Errors). Types are
 * inferred from the schemas, so what the code believes is what was checked. The server parses
 * with the schemas; browser code (ui, league, client) takes the types only, with `import type`,
 * so zod never reaches the client bundle.
 */

export * from './cms-pages.js';
export { legend, meta, parseJsonText } from './common.js';
export * from './cups.js';
export * from './draft.js';
export * from './match-detail.js';
export * from './match-summary.js';
export * from './news.js';
export * from './people.js';
export * from './season.js';
export * from './stats.js';
