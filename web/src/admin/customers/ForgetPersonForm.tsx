import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, EMAIL_MAX, adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { forgetCachedReads } from '../../shared/query';
import { useEditorToken } from '../../shared/session';
import { ConfirmDialog, TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { firstProblem } from '../shared/firstProblem';
import { useAdminForm } from '../shared/useAdminForm';

/**
 * Forget a person (a data-subject erasure request): after a confirmation, every record stored
 * under one address is erased (docs/admin.md "Forget a person"); the answer states the counts.
 */
export function ForgetPersonForm() {
  const token = useEditorToken();
  const queryClient = useQueryClient();
  const form = useAdminForm();
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState(false);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstProblem(adminCalls.forgetPerson.request, { token, email });
    if (problem) return form.show('failed', problem);
    form.clear();
    setAsking(true);
  }

  async function forget() {
    setAsking(false);
    const body = { token, email };
    const done = await form.submit(adminCalls.forgetPerson.request, body, () =>
      callApi(adminCalls.forgetPerson, body),
    );
    if (!done) return;
    setEmail('');
    await forgetCachedReads(queryClient);
  }

  return (
    <form className="form" noValidate onSubmit={ask} aria-label="Forget a person">
      <h3>Forget a person (by e-mail address)</h3>
      <p>
        Erases everything stored under one address: the person&apos;s players with their answers,
        notes and drafts, their social posts, the mail sent to them and its outbox files.
      </p>
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <AdminFormFooter form={form} submitLabel="Forget" />
      <ConfirmDialog
        open={asking}
        title="Forget this person?"
        message={ADMIN_MESSAGES.forgetConfirm(email.trim())}
        confirmLabel="Forget"
        cancelLabel="Cancel"
        onConfirm={() => void forget()}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
