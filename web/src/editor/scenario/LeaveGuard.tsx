import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';
import { useScenarioEditor } from './scenarioStore';
import { SCENARIO_BASE } from './scenarioTabs';

/** Editor spec §2: the modal shown when leaving the Scenario section with unsaved changes. */
export const LEAVE_WARNING =
  'You might have unsaved changes. Please make sure that you save before proceeding.';

/**
 * Guards the unsaved scenario: switching to another editor section asks first (CLOSE stays),
 * and closing or reloading the tab triggers the browser's own warning.
 */
export function LeaveGuard() {
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const blocker = useBlocker(
    ({ nextLocation }) => unsaved && !nextLocation.pathname.startsWith(SCENARIO_BASE),
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

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
