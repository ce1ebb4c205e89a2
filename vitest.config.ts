import { defineConfig } from 'vitest/config';

const shared = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { ...shared, name: 'unit', include: ['test/shared/**/*.test.{ts,tsx}', 'test/locales/**/*.test.ts', 'test/server/**/*.test.{ts,tsx}', 'test/upstream/**/*.test.ts', 'test/deploy/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          ...shared,
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          // The browser tests serve the real client build.
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
