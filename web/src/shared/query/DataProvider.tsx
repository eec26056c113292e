import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/**
 * Gives an area the one query cache. Each area that reads server data (portal, admin,
 * facilitator) wraps its screens in it rather than the app root, so the player, which reads
 * none, never downloads the query library (tests/e2e/bundle-budget.e2e.test.ts).
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
