import { StatusBanner } from './StatusBanner';
import type { Status } from './useStatus';

/** The screen's current status in the shared banner, dismissible; nothing when there is none. */
export function StatusLine({ status, onDismiss }: { status: Status | null; onDismiss(): void }) {
  if (!status) return null;
  return (
    <StatusBanner kind={status.kind} onDismiss={status.kind === 'warning' ? undefined : onDismiss}>
      {status.message}
    </StatusBanner>
  );
}
