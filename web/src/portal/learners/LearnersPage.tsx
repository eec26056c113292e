import { Page } from '../../shared/ui';

/** The Learners tab (not built yet: heading only). */
export function LearnersPage() {
  return <Page title="Learners" />;
}
