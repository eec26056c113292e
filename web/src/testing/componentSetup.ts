import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The cache alone: the realtime modules stay unloaded, so a test may mock them.
import { queryClient } from '../shared/query/queryClient';
import { loadAccountDefs, loadProtocolDefs } from '../shared/protocolLater';
import { speak } from './i18n';

/** The component tests' setup (vitest.config.ts, 'web-components'): a clean page per test. */
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// Every component speaks English in its tests unless a test picks another language.
speak('en');

// The protocol's chunks, which a running app asks for at start-up (main.tsx): in place before the
// tests, so a call's answer check never waits for its download under fake timers.
await Promise.all([loadProtocolDefs(), loadAccountDefs()]);
