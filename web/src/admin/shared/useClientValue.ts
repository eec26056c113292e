import { queryKeys } from '../../shared/query';
import { useAdminRead } from './adminRead';

/**
 * A value the server keeps per client (its balance, its privacy flag…), `what` naming it, read
 * whenever the chosen client changes; `reload` re-reads it after a change.
 */
export function useClientValue<T>(
  what: string,
  client: string,
  read: (client: string) => Promise<T>,
) {
  const value = useAdminRead(
    (token) => queryKeys.admin.clientValue(what, client, token),
    () => read(client),
    { enabled: client !== '' },
  );
  return {
    value: value.data,
    loading: value.loading,
    error: value.error ?? null,
    reload: () => void value.reload(),
  };
}
