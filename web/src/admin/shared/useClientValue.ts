import { useEffect, useState } from 'react';
import { errorMessage } from '../../shared/api';

/**
 * A value the server keeps per client (its balance, its privacy flag…), read whenever the
 * chosen client changes; `version` re-reads it after a change.
 */
export function useClientValue<T>(client: string, read: (client: string) => Promise<T>) {
  const [value, setValue] = useState<{ client: string; value: T } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!client) return;
    let current = true;
    read(client).then(
      (answer) => current && setValue({ client, value: answer }),
      (problem: unknown) => current && setError(errorMessage(problem)),
    );
    return () => {
      current = false;
    };
    // `read` is a fresh closure each render; the client and version decide when to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, version]);

  const loaded = value && value.client === client ? value.value : undefined;
  return {
    value: loaded,
    loading: client !== '' && loaded === undefined && error === null,
    error,
    reload: () => {
      setError(null);
      setVersion((v) => v + 1);
    },
  };
}
