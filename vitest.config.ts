import { defineConfig } from 'vitest/config';

// One PostgreSQL cluster and one Firebase Auth emulator serve the integration and browser runs
// (tests/setup/global.ts); every integration test file gets its own fresh database, so files run in
// parallel. The browser journeys run after them, one file at a time. The unit tests (beside their
// code) and the client's tests start no server, database or emulator: the client's render components
// in happy-dom, with `fetch` faked at the network boundary. docs/testing.md says which layer owns what.
const services = ['tests/setup/global.ts'];

export default defineConfig({
  // The client's tests compile JSX for React's automatic runtime (Oxc, Vite's transformer; the other
  // projects have no JSX). Set once for all three projects, so they share one Vite server. No React
  // plugin: Fast Refresh is for the dev server.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    projects: [
      {
        test: {
          // Pure functions and classes of the server, the shared code and the repository's scripts.
          name: 'unit',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          globalSetup: services,
          // Most of these files wait on servers and processes more than they compute: three at a
          // time fill two cores (vitest's default would run one file at a time here).
          maxWorkers: 3,
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: services,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page answers later when the machine is busy: expect.poll waits up to 10 s (vitest's 1 s
          // default failed a menu that opens after the account's role arrives from the server).
          expect: { poll: { timeout: 10_000 } },
          // Each journey file has its own server, database and Chromium; two at a time fill two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/test/setup.ts'],
          // One module graph and one window for the files of a worker: importing React, tRPC and zod
          // again for every file took most of the run. The setup file unmounts, restores `fetch` and
          // clears the storage after every test.
          isolate: false,
          // Runs first when everything runs (a few seconds), beside the unit tests, and needs no services.
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
