import { ReportView } from '../../reports/ReportView';
import { useConsoleLogin } from '../consoleData';

/**
 * The Report tab: the portal's report view of this exercise, live (docs/facilitator.md
 * "Report"). The link's own token reads it: the server answers only for this exercise.
 */
export function ConsoleReport() {
  const { token, login } = useConsoleLogin();
  const group = login?.identifier;
  if (!group) return <p role="status">Reading the exercise…</p>;
  return <ReportView token={token} group={group} evidence={false} />;
}
