/**
 * ReportView: one exercise's report, live. Mount it anywhere (portal, admin console,
 * facilitator console) with:
 *
 *   <ReportView token={sessionToken} group="Q3 drill" />
 *
 * Props:
 * - `token`  the viewer's session token (a customer, trainer or admin login).
 * - `group`  the report's name: the exercise identifier (a reports list item's `name`).
 * - `mode`   'client' (default), 'trainer' (adds All Data / Individual Data) or 'admin'.
 * - `client` the admin only: the client the report belongs to (identifiers are per client).
 * - `onBack` shows GO BACK and is called by it.
 * - `evidence` false hides Download evidence (the facilitator's link may not download it).
 *
 * Tabs: Responses (scores, answers, incident logs), Time (timeliness graph and table),
 * Analytics (hardest questions first) and Replay. Print / Save prints the debrief on A4
 * (save it as PDF): a first page with the client, exercise and summary, then the details,
 * numbered pages (docs/reports.md, "The debrief PDF"); Download CSV exports the debrief data;
 * Download evidence saves the signed evidence ZIP (docs/evidence.md). Anonymise replaces every player by a
 * stable alias of 8 letters and 8 digits in every view, the print and the CSV.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { noReportOf } from '@dojo/protocol';
import { StatusBanner } from '../shared/ui';
import { playerNames } from './anonymise';
import { ReportTabs, type ReportTab } from './ReportTabs';
import { ReportControls, type ReportToggles } from './ReportControls';
import { debriefCsv } from '@dojo/protocol';
import { DebriefCover } from './DebriefCover';
import { EvidenceButton } from './EvidenceButton';
import { downloadText, fileNameOf } from '../shared/download';
import { NO_FILTER, answerRows, matchesFilter, playerFilter, teamsOf } from './reportRows';
import { useReport } from './useReport';
import { preloadCharts } from './charts/lazyCharts';
import { printReport } from './printReport';
import './report.css';
import '../shared/ui/stackTable.css';

export interface ReportViewProps {
  token: string;
  group: string;
  mode?: 'client' | 'trainer' | 'admin';
  client?: string;
  onBack?: () => void;
  /** Download evidence (docs/evidence.md): accounts only, not a facilitator's link. */
  evidence?: boolean;
}

export function ReportView(props: ReportViewProps) {
  const { token, group, mode = 'client', client, onBack, evidence = true } = props;
  const { state } = useReport(token, group, client);
  const [filter, setFilter] = useState(NO_FILTER);
  const [toggles, setToggles] = useState<ReportToggles>({
    anonymised: false,
    showMarks: true,
    tableView: false,
  });
  const [tab, setTab] = useState<ReportTab>('responses');
  const view = useRef<HTMLDivElement>(null);
  // The charts' code is fetched as the report opens, so a print (the button or the browser's
  // own) finds it there.
  useEffect(() => {
    void preloadCharts().catch(() => undefined);
  }, []);
  const report = state.kind === 'ready' ? state.report : null;
  const players = useMemo(() => Object.keys(report?.participants ?? {}).sort(), [report]);
  const name = useMemo(
    () => playerNames(group, players, toggles.anonymised),
    [group, players, toggles.anonymised],
  );

  const back = onBack && (
    <button type="button" className="btn btn-secondary report-no-print" onClick={onBack}>
      GO BACK
    </button>
  );
  if (state.kind === 'loading')
    return (
      <div className="report-view" aria-busy="true">
        {back}
        <p className="report-empty">Loading the report…</p>
      </div>
    );
  if (state.kind !== 'ready')
    return (
      <div className="report-view">
        {back}
        <StatusBanner kind={state.kind === 'missing' ? 'info' : 'failed'}>
          {state.kind === 'missing' ? noReportOf(group) : state.message}
        </StatusBanner>
      </div>
    );

  const data = state.report;
  const shown = playerFilter(data, filter, name);
  const rows = answerRows(data).filter((row) => matchesFilter(row, filter, name));

  return (
    <div className="report-view" data-anonymised={toggles.anonymised} ref={view}>
      <DebriefCover report={data} group={group} />
      <header className="report-header">
        <div>
          <h2 className="report-title">{data.name ?? group}</h2>
          <p className="report-note">
            {data.scenario} · {data.kind} · {players.length}{' '}
            {players.length === 1 ? 'participant' : 'participants'} ·{' '}
            <span aria-live="polite">updated {new Date(state.updatedAt).toLocaleTimeString()}</span>
          </p>
        </div>
        <div className="report-actions report-no-print">
          {back}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void printReport(view.current)}
          >
            Print / Save
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => downloadText(fileNameOf(group, 'csv'), debriefCsv(data, name))}
          >
            Download CSV
          </button>
          {evidence && <EvidenceButton token={token} group={group} client={client} />}
        </div>
      </header>
      {players.length === 0 ? (
        <p className="report-empty">
          No one has played this exercise yet: the report fills in as players answer.
        </p>
      ) : (
        <>
          <ReportControls
            filter={filter}
            onFilter={setFilter}
            toggles={toggles}
            onToggles={setToggles}
            teams={teamsOf(data)}
            individual={mode === 'trainer' ? { players, name } : null}
          />
          <ReportTabs
            tab={tab}
            onTab={setTab}
            view={{ report: data, rows, name, shown, toggles, token, group, players, client }}
          />
        </>
      )}
    </div>
  );
}
