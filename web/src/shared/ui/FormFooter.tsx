import type { ReactNode } from 'react';
import { BusyButton } from './buttons';
import { StatusLine } from './StatusLine';
import type { Status } from './useStatus';

interface FormFooterProps {
  status: Status | null;
  onDismiss(): void;
  pending: boolean;
  submitLabel: string;
  /** More buttons after the submit button (e.g. Remove). */
  children?: ReactNode;
}

/** The end of a form: its status line, then the submit button and any other actions. */
export function FormFooter({ status, onDismiss, pending, submitLabel, children }: FormFooterProps) {
  return (
    <>
      <StatusLine status={status} onDismiss={onDismiss} />
      <div className="form-actions">
        <BusyButton busy={pending}>{submitLabel}</BusyButton>
        {children}
      </div>
    </>
  );
}
