import type { ReactNode } from 'react';
import { FormFooter } from '../../shared/ui';
import type { useAdminForm } from './useAdminForm';

/** An admin form's footer: its submit cycle's status line, the submit button and any others. */
export function AdminFormFooter(props: {
  form: Pick<ReturnType<typeof useAdminForm>, 'status' | 'clear' | 'pending'>;
  submitLabel: string;
  children?: ReactNode;
}) {
  const { form, submitLabel, children } = props;
  return (
    <FormFooter
      status={form.status}
      onDismiss={form.clear}
      pending={form.pending}
      submitLabel={submitLabel}
    >
      {children}
    </FormFooter>
  );
}
