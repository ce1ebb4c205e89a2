import { execFileSync } from 'node:child_process';

/** The browser tests serve the real client build; React's development build makes its warnings visible. */
export default function setup() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--dev'], { stdio: 'inherit' });
}
