import { defineConfig } from 'vitest/config';

const shared = { testTimeout: 30_000, hookTimeout: 120_000 };
const UNIT = [
  'test/lint/**/*.test.ts',
  'test/scripts/**/*.test.ts',
  'test/shared/**/*.test.{ts,tsx}',
  'test/locales/**/*.test.ts',
  'test/server/**/*.test.{ts,tsx}',
  'test/upstream/**/*.test.ts',
  'test/deploy/**/*.test.ts',
];
/** Files that replace a module with vi.mock need a module graph of their own. */
const MOCKING = ['test/server/data/client.test.ts'];

export default defineConfig({
  test: {
    // Two at a time even where the machine has two cores (vitest would take one): browser files
    // wait on Chromium and on their sites while the other runs.
    maxWorkers: 2,
    projects: [
      // Unit files share one module graph (isolate: false): importing the server and the league
      // API once instead of per file takes the unit run from about eight minutes to two on two
      // cores. Files build their own apps; what they share is what a server process keeps too
      // (one embedded league per dataset, kept formatters and tables).
      {
        extends: true,
        test: {
          ...shared,
          name: 'unit',
          include: UNIT,
          exclude: MOCKING,
          isolate: false,
          // The client bundle's metafile, made once for the files that read it.
          globalSetup: ['test/helpers/client-metafile-setup.ts'],
        },
      },
      { extends: true, test: { ...shared, name: 'unit-mocking', include: MOCKING } },
      {
        extends: true,
        test: {
          ...shared,
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          // The client build, one Chromium and one site per league, made once for every file
          // (test/e2e/global-setup.ts); the files share one module graph as the unit files do.
          globalSetup: ['test/e2e/global-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
