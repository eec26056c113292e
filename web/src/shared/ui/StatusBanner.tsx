import type { ReactNode } from 'react';

export type StatusKind = 'success' | 'failed' | 'warning' | 'info';

interface StatusBannerProps {
  kind: StatusKind;
  children: ReactNode;
  /** When given, the banner offers a Dismiss button (clicking dismisses any message). */
  onDismiss?: () => void;
}

/** A status message: failures are announced at once (alert), the rest politely (status). */
export function StatusBanner({ kind, children, onDismiss }: StatusBannerProps) {
  return (
    <div className={`status status-${kind}`} role={kind === 'failed' ? 'alert' : 'status'}>
      <p className="status-message">{children}</p>
      {onDismiss && (
        <button type="button" className="btn btn-quiet" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
