import { NotAvailableYet } from '../../shared/ui';

/** The Learners tab: not built yet, so it says so and links back to the library. */
export function LearnersPage() {
  return (
    <NotAvailableYet
      title="Learners"
      back={{ to: '/exercises', label: 'Go to the Exercise Library' }}
    />
  );
}
