import { ReportView } from '../../reports/ReportView';
import { useConsole } from '../consoleStore';

/**
 * The Report tab: the portal's report view of this exercise, live (docs/facilitator.md
 * "Report"). The link's own token reads it: the server answers only for this exercise.
 */
export function ConsoleReport() {
  const token = useConsole((state) => state.token);
  const group = useConsole((state) => state.login?.identifier);
  if (!group) return <p role="status">Reading the exercise…</p>;
  return <ReportView token={token} group={group} />;
}
