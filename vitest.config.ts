import { defineConfig } from 'vitest/config';

// One PostgreSQL cluster and one Firebase Auth emulator serve the whole run (tests/setup/global.ts);
// every integration test file gets its own fresh database, so files run in parallel. The browser
// journeys run after them, one file at a time.
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
          // Most of these files wait on servers and processes more than they compute: three at a
          // time fill two cores (vitest's default would run one file at a time here).
          maxWorkers: 3,
          isolate: false,
          sequence: { groupOrder: 0 },
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
          // Browser journeys share one Chromium and one server; run them one file at a time, after the rest.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
