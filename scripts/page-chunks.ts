import { relative } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

/**
 * esbuild splits the browser's code into a chunk per set of entry points reaching a module, so a
 * page kind came in a dozen files, most of them under a kilobyte of components shared with a few
 * other kinds. Each is a request of its own, and on HTTP/1.1 six at a time they queue before the
 * first paint. After the split, each page kind's file takes in the chunks only page kinds reach
 * (docs/decisions/0101-one-file-per-page-kind.md): a module that the shell or a lazily loaded part
 * also reaches stays in one shared file, so no module that holds state runs twice on one page.
 */

/** A page kind's module, its kind captured: each is an entry point of the browser's code. */
export const PAGE_MODULE = /src\/shared\/ui\/pages\/([a-z-]+)-page\.tsx$/;
/** The error screens' module, loaded as a page kind is where a page shows one. */
export const SCREENS_MODULE = 'src/shared/ui/components/error-screens.tsx';

/** Output files (paths as the metafile names them) of the page kinds and the error screens. */
export function pageFiles(meta: Metafile): string[] {
  return Object.entries(meta.outputs)
    .filter(
      ([file, o]) => file.endsWith('.js') && (PAGE_MODULE.test(o.entryPoint ?? '') || o.entryPoint === SCREENS_MODULE),
    )
    .map(([file]) => file);
}

/**
 * The chunks reached, through static imports, from page kinds' files only: neither the shell's entry
 * nor any lazily loaded part reaches them, so each page kind may carry its own copy.
 */
export function pageOnlyChunks(meta: Metafile): Set<string> {
  const pages = new Set(pageFiles(meta));
  const roots = new Map<string, Set<string>>();
  for (const [root, output] of Object.entries(meta.outputs)) {
    if (!output.entryPoint || !root.endsWith('.js')) continue;
    const visit = (file: string) => {
      for (const i of meta.outputs[file]!.imports) {
        if (i.kind !== 'import-statement') continue;
        const reaching = roots.get(i.path) ?? new Set<string>();
        roots.set(i.path, reaching);
        if (reaching.has(root)) continue;
        reaching.add(root);
        visit(i.path);
      }
    };
    visit(root);
  }
  return new Set(
    [...roots]
      .filter(([chunk, reaching]) => !meta.outputs[chunk]!.entryPoint && [...reaching].every((r) => pages.has(r)))
      .map(([chunk]) => chunk),
  );
}

const dirOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

/**
 * Reads the split build's files from `read` (by metafile path): the page's own file and the
 * page-only chunks it imports are loaded with their source maps, so the new file's map still points
 * at the sources; every other import stays as it was.
 */
function splitFiles(inline: ReadonlySet<string>, read: (file: string) => string | undefined): Plugin {
  return {
    name: 'split-files',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path.replace(/^\.\//, ''), namespace: 'split' };
        const file = args.path.startsWith('./') ? `${dirOf(args.importer)}/${args.path.slice(2)}` : null;
        return file && inline.has(file) ? { path: file, namespace: 'split' } : { path: args.path, external: true };
      });
      b.onLoad({ filter: /.*/, namespace: 'split' }, (args) => {
        const code = read(args.path);
        if (code === undefined) throw new Error(`${args.path} is not in the split build`);
        const map = read(`${args.path}.map`);
        const body = code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
        return {
          contents: map
            ? `${body}//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n`
            : body,
          loader: 'js',
        };
      });
    },
  };
}

export interface MergedPages {
  /** The page kinds' new files and their maps, by metafile path. */
  written: Map<string, string>;
  /** Each page-only chunk, now imported by no file, with the page kinds' files that took it in. */
  removed: Map<string, string[]>;
}

/** Writes each page kind's file again with the page-only chunks it imports inside it. */
export async function mergePageChunks(
  meta: Metafile,
  options: { absWorkingDir: string; dev: boolean; read: (file: string) => string | undefined },
): Promise<MergedPages> {
  const inline = pageOnlyChunks(meta);
  const written = new Map<string, string>();
  const removed = new Map([...inline].map((chunk) => [chunk, [] as string[]]));
  for (const page of pageFiles(meta)) {
    const visit = (file: string) => {
      for (const i of meta.outputs[file]!.imports) {
        const takers = removed.get(i.path);
        if (i.kind !== 'import-statement' || !takers || takers.includes(page)) continue;
        takers.push(page);
        visit(i.path);
      }
    };
    visit(page);
    const result = await build({
      absWorkingDir: options.absWorkingDir,
      entryPoints: [page],
      outfile: page,
      bundle: true,
      write: false,
      format: 'esm',
      target: ['es2022'],
      minify: !options.dev,
      sourcemap: options.dev ? 'linked' : 'external',
      legalComments: options.dev ? 'eof' : 'none',
      logLevel: 'warning',
      plugins: [splitFiles(inline, options.read)],
    });
    for (const file of result.outputFiles) written.set(relative(options.absWorkingDir, file.path), file.text);
  }
  return { written, removed };
}
