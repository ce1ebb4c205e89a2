import { startSharedSite } from './sites.js';

/**
 * One league's shared site in a process of its own (started by the global setup): the pages it
 * renders take neither the test runner's thread nor a test file's. It prints its addresses as
 * one JSON line once its first pages have answered, and closes on SIGTERM.
 */
const context = process.argv[2] === 'queens' ? 'queens' : 'kings';
const site = await startSharedSite(context);
process.stdout.write(`${JSON.stringify({ base: site.base, upstream: site.upstream })}\n`);
process.on('SIGTERM', () => {
  void site.close().then(() => process.exit(0));
});
