import type { Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MergedPages, pageFiles } from '../../../scripts/page-chunks.js';
import { servedClient } from '../../helpers/served-client.js';

const served = (url: string) => `dist/client${url}`;

/** The source modules a served file runs: its own, and those of the chunks merged into it. */
function modulesOf(meta: Metafile, merged: MergedPages, file: string): string[] {
  const taken = [...merged.removed].filter(([, takers]) => takers.includes(file)).map(([chunk]) => chunk);
  return [file, ...taken].flatMap((f) => Object.keys(meta.outputs[f]!.inputs));
}

/**
 * Every file one page view may load: its first load, then whatever those import, lazily or not,
 * but not another page kind's file (the view of another page, after a click).
 */
function loadable(meta: Metafile, merged: MergedPages, first: readonly string[]): Set<string> {
  const otherPages = new Set(pageFiles(meta).filter((file) => !first.includes(file)));
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // A merged chunk is no file of its own; what it imports, its page kind's file imports.
    if (!merged.removed.has(file)) files.add(file);
    for (const i of meta.outputs[file]!.imports) if (i.path.endsWith('.js') && !otherPages.has(i.path)) visit(i.path);
  };
  first.forEach(visit);
  return files;
}

describe("a page kind's files", () => {
  let build: Awaited<ReturnType<typeof servedClient>>;
  beforeAll(async () => {
    build = await servedClient();
  }, 60_000);

  it('come as the page kind’s own file and at most three shared ones', () => {
    const { manifest } = build;
    expect(Object.keys(manifest.pages).length).toBeGreaterThan(30);
    const many = Object.entries({ ...manifest.pages, screens: manifest.screens })
      .filter(([, urls]) => urls.length > 4)
      .map(([kind, urls]) => `${kind}: ${urls.length}`);
    expect(many).toEqual([]);
  });

  it('import only files that are served', () => {
    const { files } = build;
    const missing = [...files].flatMap(([file, text]) =>
      file.endsWith('.js')
        ? [...text.matchAll(/(?:from|import)\s*\(?\s*"\.\/([^"]+)"/g)]
            .map((m) => `dist/client/assets/${m[1]}`)
            .filter((target) => !files.has(target))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(missing).toEqual([]);
  });

  it('never run one module twice on a page: what the shell or a lazy part shares stays in one file', () => {
    const { metafile, merged, manifest } = build;
    expect(merged.removed.size).toBeGreaterThan(0);
    const twice: string[] = [];
    for (const [kind, urls] of Object.entries({ ...manifest.pages, screens: manifest.screens })) {
      const first = [manifest.entry, ...manifest.preload, ...urls].map(served);
      const seen = new Map<string, string>();
      for (const file of loadable(metafile, merged, first))
        for (const module of modulesOf(metafile, merged, file)) {
          const other = seen.get(module);
          if (other && other !== file) twice.push(`${kind}: ${module} in ${other} and ${file}`);
          seen.set(module, file);
        }
    }
    expect(twice).toEqual([]);
  });
});
