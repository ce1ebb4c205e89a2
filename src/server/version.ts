import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS, ROOT } from './paths.js';

/** What is running: the package version and, when the build could tell, its commit. */
export interface BuildInfo {
  version: string;
  commit: string | null;
}

function read(): BuildInfo {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  try {
    const written = JSON.parse(readFileSync(PATHS.buildInfo, 'utf8')) as Partial<BuildInfo>;
    return { version, commit: typeof written.commit === 'string' ? written.commit : null };
  } catch {
    return { version, commit: null };
  }
}

export const BUILD: BuildInfo = Object.freeze(read());
