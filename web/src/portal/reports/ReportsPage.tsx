import { Page } from '../../shared/ui';

/** The Reports tab (not built yet: heading only). */
export function ReportsPage() {
  return <Page title="Reports" />;
}
