/**
 * What the site search's index costs: for each league and language, its entries, the time
 * MiniSearch takes to index them and the heap the index holds, read from the embedded league
 * API through the site's own data layer. Printed by `npm run bench` after its table.
 */

import { createDataLayer } from '../src/server/data/index.js';
import { loadCatalog } from '../src/server/messages.js';
import { collectEntries } from '../src/server/search/search-entries.js';
import { buildIndex } from '../src/server/search/search-indexes.js';
import { CONTEXTS, type WebContext } from '../src/shared/config/contexts.js';
import { LANGS } from '../src/shared/config/locales.js';
import { startEmbeddedUpstream } from '../src/upstream/embedded.js';

/**
 * One Markdown row per league and language: entries, build ms, and the index's size as MiniSearch
 * serialises it, a steadier measure of what it holds than the heap's growth on a busy process.
 */
export async function searchIndexCost(): Promise<string[]> {
  const upstream = await startEmbeddedUpstream({ faults: null, env: {} });
  const rows: string[] = [];
  try {
    for (const context of Object.keys(CONTEXTS) as WebContext[]) {
      const data = createDataLayer({ origin: upstream.origin, cmsUrl: null, context });
      const catalog = loadCatalog(context);
      for (const lang of LANGS) {
        const entries = await collectEntries(data, context, lang, catalog.t[lang], new Date());
        const built = buildIndex(entries);
        const kb = Buffer.byteLength(JSON.stringify(built.index)) / 1024;
        rows.push(`| ${context} | ${lang} | ${entries.length} | ${built.buildMs.toFixed(1)} | ${kb.toFixed(0)} |`);
      }
      await data.close();
    }
  } finally {
    await upstream.close();
  }
  return rows;
}
