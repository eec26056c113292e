import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../shared/api';
import { useEditorToken } from '../../shared/session';

/** One read the panel shows (with loading and error states); `reload` reads it again. */
export function useAdminQuery<T>(read: (token: string) => Promise<T>, key = '') {
  const token = useEditorToken();
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({
    loading: true,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    read(token).then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error: errorMessage(error), loading: false }),
    );
    return () => {
      current = false;
    };
    // `read` is a fresh closure each render; the token, key and version decide when to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
