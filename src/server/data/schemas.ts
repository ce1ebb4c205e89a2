/**
 * Every response the site reads, checked at the boundary (CONVENTIONS.md, Errors). Types
 * are inferred from the schemas, so what the code believes is what was checked.
 */
export { legend, meta, parseJsonText } from './schemas/common.js';
export * from './schemas/people.js';
export * from './schemas/match-summary.js';
export * from './schemas/season.js';
export * from './schemas/match-detail.js';
export * from './schemas/stats.js';
export * from './schemas/news.js';
