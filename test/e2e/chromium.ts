import { existsSync } from 'node:fs';
import { CHROMIUM } from '../../scripts/chromium.js';

export { CHROMIUM, CHROMIUM_ARGS as ARGS } from '../../scripts/chromium.js';

/** Locally a missing browser skips the suite loudly; in CI (CI=true) it fails. */
export const hasBrowser = existsSync(CHROMIUM);
if (!hasBrowser) {
  const message = `\n*** Chromium not found at ${CHROMIUM}: browser tests ${process.env.CI ? 'FAIL (CI requires them)' : 'are SKIPPED'} ***\n`;
  if (process.env.CI) throw new Error(message);
  console.warn(message);
}
