import type { QueryClient } from '@tanstack/react-query';

/**
 * After an erasure (Forget a person, Remove Emails) the browser's copies go too: every read
 * not on screen is dropped, so no page opened later shows an erased address from the cache
 * before its fresh read arrives; the reads on screen are read again (docs/security.md,
 * "Erasure").
 */
export async function forgetCachedReads(client: QueryClient): Promise<void> {
  client.removeQueries({ type: 'inactive' });
  await client.invalidateQueries({ type: 'active' });
}
