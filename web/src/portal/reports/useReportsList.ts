import { useQuery } from '@tanstack/react-query';
import { portalCalls, type ReportItem } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryKeys, readState, type ReadState } from '../../shared/query';
import { errorText } from '../../shared/i18n/errorText';

export type ReportsListState = ReadState<ReportItem[]>;

/** The reports the account may open (a trainer: those it trains). */
export function useReportsList(token: string): ReportsListState {
  return readState(
    useQuery({
      queryKey: queryKeys.reportsList(token),
      queryFn: ({ signal }) => callApi(portalCalls.getReports, { token }, { signal }),
    }),
    errorText,
  );
}

/** The list grouped by scenario, scenarios and reports in name order. */
export function byScenario(reports: readonly ReportItem[]): [string, ReportItem[]][] {
  const groups = new Map<string, ReportItem[]>();
  for (const report of reports)
    groups.set(report.scenario, [...(groups.get(report.scenario) ?? []), report]);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([scenario, items]) => [scenario, items.sort((a, b) => a.name.localeCompare(b.name))]);
}
