import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { flatten, type MessageTree } from '../../src/shared/i18n/messages.js';
import { clientMetafile, ROOT as root } from './client-metafile.js';

const en = JSON.parse(readFileSync(resolve(root, 'locales/en.json'), 'utf8')) as MessageTree;
export const KEYS: ReadonlySet<string> = new Set(Object.keys(flatten(en)));
const NAMESPACES = Object.keys(en);
/** A string or template literal that starts with a namespace and a dot; `${` after it makes it a prefix. */
const LITERAL = new RegExp(`['"\`]((?:${NAMESPACES.join('|')})\\.[\\w.-]*)(\\$\\{)?`, 'g');

const withoutExtension = (path: string) => path.replace(/\.[jt]sx?$/, '');

/**
 * The modules a source file imports for nothing but their place in the bundle's chunks
 * (`import './x.js';`, as define-page.ts does): it renders none of their code.
 */
function bareImports(file: string): Set<string> {
  const text = readFileSync(resolve(root, file), 'utf8');
  return new Set(
    [...text.matchAll(/^import '(\.[^']+)';$/gm)].map((m) => withoutExtension(join(dirname(file), m[1]!))),
  );
}

/**
 * Every source file each module reaches by static imports that bring it code to run, from the
 * client bundle's metafile.
 */
export async function staticGraphs(): Promise<(start: string) => string[]> {
  const metafile = await clientMetafile();
  return (start) => {
    const seen = new Set([start]);
    for (const file of seen) {
      const bare = file.startsWith('src/') ? bareImports(file) : new Set<string>();
      for (const i of metafile.inputs[file]?.imports ?? [])
        if (i.kind === 'import-statement' && !i.external && !bare.has(withoutExtension(i.path))) seen.add(i.path);
    }
    return [...seen].filter((file) => file.startsWith('src/'));
  };
}

/**
 * The message keys and key prefixes (ending where a template literal's first `${` is) a file may
 * say: every literal that names a message key, a group of keys, or starts one with a dot.
 */
export function messagesSaidIn(file: string): string[] {
  const text = readFileSync(resolve(root, file), 'utf8');
  const said = new Set<string>();
  for (const [, literal, hole] of text.matchAll(LITERAL)) {
    if (hole || literal!.endsWith('.') || KEYS.has(literal!)) said.add(literal!);
    else if ([...KEYS].some((key) => key.startsWith(`${literal}.`))) said.add(`${literal}.`);
  }
  return [...said];
}
