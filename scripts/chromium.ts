/**
 * Debian's Chromium as the tests and the image scripts drive it (playwright-core; CHROME_PATH
 * names another), with the flags that keep it off the network and quiet on a headless machine.
 */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
