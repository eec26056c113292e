import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { portalCalls, type ReportData } from '@dojo/protocol';
import { ApiError, callApi, errorMessage } from '../shared/api';
import { useLiveGroups } from './useLiveGroups';

export type ReportState =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; report: ReportData; updatedAt: number };

/** One report, read through getResponses and kept live (see useLiveGroups). */
export function useReport(token: string, group: string, client?: string) {
  const [state, setState] = useState<ReportState>({ kind: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = (latest.current += 1);
    try {
      const report = await callApi(portalCalls.getResponses, {
        token,
        group,
        ...(client ? { client } : {}),
      });
      if (call === latest.current) setState({ kind: 'ready', report, updatedAt: Date.now() });
    } catch (error) {
      if (call !== latest.current) return;
      const message = errorMessage(error);
      // A live view keeps showing what it had when a reload fails; only a first load fails.
      setState((now) =>
        now.kind === 'ready'
          ? now
          : error instanceof ApiError && error.status === 404
            ? { kind: 'missing', message }
            : { kind: 'failed', message },
      );
    }
  }, [token, group, client]);

  useEffect(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);

  const groups = useMemo(() => [group], [group]);
  useLiveGroups(groups, () => void load(), client);
  return { state, reload: load };
}
