import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REPORT_POLL_MS, portalCalls, type ReportData } from '@dojo/protocol';
import { ApiError, callApi } from '../shared/api';
import { queryKeys, readState, usePollWhileDown } from '../shared/query';
import { useLiveGroups } from './useLiveGroups';

export type ReportState =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; report: ReportData; updatedAt: number };

/** One report, read through getResponses and kept live (see useLiveGroups). */
export function useReport(token: string, group: string, client?: string) {
  const queryKey = queryKeys.report(group, client, token);
  const refetchInterval = usePollWhileDown(REPORT_POLL_MS);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callApi(
        portalCalls.getResponses,
        { token, group, ...(client ? { client } : {}) },
        { signal },
      ),
    refetchInterval,
  });
  const groups = useMemo(() => [group], [group]);
  useLiveGroups(groups, queryKey, client);

  const read = readState(query);
  const state: ReportState =
    read.kind === 'ready'
      ? { kind: 'ready', report: read.data, updatedAt: query.dataUpdatedAt }
      : read.kind === 'failed' && read.error instanceof ApiError && read.error.status === 404
        ? { kind: 'missing', message: read.message }
        : read.kind === 'failed'
          ? { kind: 'failed', message: read.message }
          : read;
  return { state, reload: query.refetch };
}
