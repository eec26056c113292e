import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** The component tests' setup (vitest.config.ts, 'web-components'): a clean page per test. */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
