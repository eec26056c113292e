import { NotAvailableYet } from '../../shared/ui';

/** The Dashboard tab: not built yet, so it says so and links back to the library. */
export function DashboardPage() {
  return (
    <NotAvailableYet
      title="Dashboard"
      back={{ to: '/exercises', label: 'Go to the Exercise Library' }}
    />
  );
}
