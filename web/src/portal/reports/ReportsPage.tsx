import { NotAvailableYet } from '../../shared/ui';

/** The Reports tab: not built yet, so it says so and links back to the library. */
export function ReportsPage() {
  return (
    <NotAvailableYet
      title="Reports"
      back={{ to: '/exercises', label: 'Go to the Exercise Library' }}
    />
  );
}
