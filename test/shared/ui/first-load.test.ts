import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeMessageChunks } from '../../../scripts/message-chunks.js';
import { LANGS } from '../../../src/shared/config/locales.js';
import { loadAllPages } from '../../../src/shared/ui/pages/index.js';
import { clientMetafile, ROOT } from '../../helpers/client-metafile.js';
import { servedClient } from '../../helpers/served-client.js';

/** The budget of the site's first-load JavaScript per page, gzipped file by file as the bench counts it. */
const BUDGET_KB = 100;

describe("a page's first load", () => {
  // esbuild makes a chunk per set of entry points reaching a module; pages reach the shell's
  // modules through src/shared/ui/define-page.ts, so the shell comes in a few files, not seventeen.
  it('gets the shell in two files beside its entry, not one per set of pages sharing a module', async () => {
    const { outputs } = await clientMetafile();
    const entry = Object.values(outputs).find((output) => output.entryPoint === 'src/client/entry.tsx');
    expect(entry).toBeDefined();
    const chunks = entry!.imports.filter((i) => i.kind === 'import-statement');
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(2);
  });

  it(`stays within ${BUDGET_KB} KB gzip for every page kind and the error screens, in every language`, async () => {
    // What the browser is served, as scripts/build.ts writes it; the messages as it writes them.
    const { files, manifest } = await servedClient();
    const gzipped = new Map(
      [...files].map(([file, text]) => [`/${relative('dist/client', file)}`, gzipSync(text).length]),
    );
    const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
    try {
      const messages = writeMessageChunks(join(ROOT, 'locales'), dir, await loadAllPages());
      const messageKb = (url: string) => gzipSync(readFileSync(join(dir, url.replace('/assets/', '')))).length;
      const shared = [manifest.entry, ...manifest.preload].reduce((sum, url) => sum + gzipped.get(url)!, 0);
      const loads = [...Object.entries(manifest.pages), ['screens', manifest.screens] as const];
      expect(loads.length).toBeGreaterThan(30);
      const over: string[] = [];
      for (const lang of LANGS)
        for (const [kind, chunks] of loads) {
          const own = messages[lang].pages[kind as keyof (typeof messages)[typeof lang]['pages']];
          const bytes =
            shared +
            (chunks ?? []).reduce((sum, url) => sum + gzipped.get(url)!, 0) +
            [messages[lang].shell, ...(own ? [own] : [])].reduce((sum, url) => sum + messageKb(url), 0);
          if (bytes > BUDGET_KB * 1024) over.push(`${kind} (${lang}): ${(bytes / 1024).toFixed(1)} KB`);
        }
      expect(over).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
