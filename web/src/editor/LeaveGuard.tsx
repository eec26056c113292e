import { useBlocker } from 'react-router';
import { ConfirmDialog, useUnsavedWarning } from '../shared/ui';
import { LEAVE_WARNING, asksBeforeLeaving, asksBeforeLeavingPage } from './leaveWarning';

interface LeaveGuardProps {
  /** The section has changes not saved yet (the Scenario, the PDF draft). */
  unsaved: boolean;
  /**
   * The section's path, e.g. '/editor/Scenario': its own tabs are not a leave. Without it the
   * guard keeps the page itself: any other path or query is a leave (a form whose values
   * live only on its page, like the Organisation tabs').
   */
  within?: string;
}

/**
 * Guards a section's (or a page's) unsaved work: going to another editor section asks first (CLOSE stays),
 * and closing or reloading the tab triggers the browser's own warning.
 */
export function LeaveGuard({ unsaved, within }: LeaveGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    within === undefined
      ? asksBeforeLeavingPage(unsaved, currentLocation, nextLocation)
      : asksBeforeLeaving(unsaved, within, nextLocation.pathname),
  );

  useUnsavedWarning(unsaved);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Unsaved changes"
      message={LEAVE_WARNING}
      confirmLabel="Leave anyway"
      cancelLabel="CLOSE"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
