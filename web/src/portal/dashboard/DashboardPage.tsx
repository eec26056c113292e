import { Page } from '../../shared/ui';

/** The Dashboard tab (not built yet: heading only). */
export function DashboardPage() {
  return <Page title="Dashboard" />;
}
