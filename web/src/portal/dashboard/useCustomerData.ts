import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { portalCalls, type CustomerData } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useLiveGroups } from '../../reports/useLiveGroups';

export type CustomerDataState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: CustomerData };

/** The dashboard's data, kept live on every exercise shown (see useLiveGroups). */
export function useCustomerData(token: string) {
  const [state, setState] = useState<CustomerDataState>({ kind: 'loading' });
  const latest = useRef(0);
  const load = useCallback(async () => {
    const call = (latest.current += 1);
    try {
      const data = await callApi(portalCalls.getCustomerData, { token });
      if (call === latest.current) setState({ kind: 'ready', data });
    } catch (error) {
      if (call !== latest.current) return;
      const message = errorMessage(error);
      setState((now) => (now.kind === 'ready' ? now : { kind: 'failed', message }));
    }
  }, [token]);

  useEffect(() => {
    // load() sets state only after its call answers (after an await), never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    load().catch((error: unknown) => console.warn(error));
  }, [load]);

  const groups = useMemo(
    () => (state.kind === 'ready' ? state.data.exercises.map((group) => group.name) : []),
    [state],
  );
  useLiveGroups(groups, () => void load());
  return { state, reload: load };
}
