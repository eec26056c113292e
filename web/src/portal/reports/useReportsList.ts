import { useEffect, useState } from 'react';
import { portalCalls, type ReportItem } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';

export type ReportsListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; reports: ReportItem[] };

/** The reports the account may open (a trainer: those it trains). */
export function useReportsList(token: string): ReportsListState {
  const [answer, setAnswer] = useState<{ token: string; state: ReportsListState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callApi(portalCalls.getReports, { token }, { signal: controller.signal }).then(
      (reports) => setAnswer({ token, state: { kind: 'ready', reports } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ token, state: { kind: 'failed', message: errorMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [token]);
  return answer?.token === token ? answer.state : { kind: 'loading' };
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
