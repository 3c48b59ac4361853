import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount here,
// then put back the `fetch` a test faked and the spies it set (console.error), and forget what it
// stored. The client project shares one window between files (isolate: false), so this is all
// that keeps one test from seeing another's.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
