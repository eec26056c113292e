import { useId, type KeyboardEvent } from 'react';
import type { ReportData } from '@dojo/protocol';
import { AnalyticsTab } from './AnalyticsTab';
import type { ReportToggles } from './ReportControls';
import { ResponsesTab } from './ResponsesTab';
import { TimeTab } from './TimeTab';
import type { AnswerRow } from './reportRows';
import { ReplayView } from './replay/ReplayView';

export const REPORT_TABS = [
  { id: 'responses', label: 'Responses' },
  { id: 'time', label: 'Time' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'replay', label: 'Replay' },
] as const;
export type ReportTab = (typeof REPORT_TABS)[number]['id'];

export interface ReportTabView {
  report: ReportData;
  rows: AnswerRow[];
  name: (player: string) => string;
  shown: (player: string) => boolean;
  toggles: ReportToggles;
  token: string;
  group: string;
  players: string[];
  client: string | undefined;
}

/**
 * The report's tabs (WAI-ARIA tabs: arrow keys move between them). Inactive panels stay in
 * the page, hidden on screen, so printing shows Responses and Time together.
 */
export function ReportTabs(props: {
  tab: ReportTab;
  onTab: (tab: ReportTab) => void;
  view: ReportTabView;
}) {
  const { tab, onTab, view } = props;
  const id = useId();
  function onKey(event: KeyboardEvent) {
    const at = REPORT_TABS.findIndex((entry) => entry.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = REPORT_TABS[(at + step + REPORT_TABS.length) % REPORT_TABS.length];
    if (!next) return;
    onTab(next.id);
    document.getElementById(`${id}-tab-${next.id}`)?.focus();
  }
  const panel = (which: ReportTab) => ({
    role: 'tabpanel' as const,
    id: `${id}-panel-${which}`,
    'aria-labelledby': `${id}-tab-${which}`,
    className: `report-panel report-panel-${which}${tab === which ? '' : ' report-panel-inactive'}`,
  });
  return (
    <>
      <div
        className="report-tabs report-no-print"
        role="tablist"
        aria-label="Report views"
        onKeyDown={onKey}
      >
        {REPORT_TABS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`${id}-tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`${id}-panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            className="report-tab"
            onClick={() => onTab(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div {...panel('responses')}>
        <ResponsesTab
          report={view.report}
          rows={view.rows}
          name={view.name}
          shown={view.shown}
          showMarks={view.toggles.showMarks}
        />
      </div>
      <div {...panel('time')}>
        <TimeTab rows={view.rows} tableView={view.toggles.tableView} />
      </div>
      <div {...panel('analytics')}>
        {tab === 'analytics' && <AnalyticsTab report={view.report} rows={view.rows} />}
      </div>
      <div {...panel('replay')}>
        {tab === 'replay' && (
          <ReplayView
            token={view.token}
            group={view.group}
            players={view.players}
            name={view.name}
            {...(view.client ? { client: view.client } : {})}
          />
        )}
      </div>
    </>
  );
}
