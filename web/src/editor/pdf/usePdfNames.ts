import { useCallback, useEffect, useState } from 'react';
import { scenarioCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import type { LoadState } from '../media/mediaStore';

/** The saved PDFs' names, read when the section opens and after each save. */
export function usePdfNames() {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const [names, setNames] = useState<string[]>([]);
  const [state, setState] = useState<LoadState>('idle');
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setState('loading');
    try {
      const list = await callApi(scenarioCalls.pdf, { token });
      setNames([...list].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
      setState('ready');
    } catch (failure) {
      setError(errorMessage(failure));
      setState('failed');
    }
  }, [token]);

  useEffect(() => {
    // Reading the list is a subscription to the server's state, which is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  return { names, state, error, reload };
}
