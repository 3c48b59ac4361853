import { defineConfig } from 'vitest/config';

// One PostgreSQL cluster and one Firebase Auth emulator serve the whole run (tests/setup/global.ts);
// every integration test file gets its own fresh database, so files run in parallel.
export default defineConfig({
  test: {
    globalSetup: ['tests/setup/global.ts'],
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Browser journeys share one Chromium and one server; run them one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
