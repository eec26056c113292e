import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../shared/query';

/** The component tests' setup (vitest.config.ts, 'web-components'): a clean page per test. */
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
