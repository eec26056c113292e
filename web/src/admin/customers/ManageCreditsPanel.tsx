import { useState, type FormEvent } from 'react';
import { adminCalls, portalCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { useAdminForm } from '../shared/useAdminForm';
import { useClientValue } from '../shared/useClientValue';
import { ClientField } from '../shared/ChoiceFields';

/** Manage Credits: a client's balance, set to a new value (every change is logged). */
export function ManageCreditsPanel() {
  const token = useEditorToken();
  const form = useAdminForm();
  const [client, setClient] = useState('');
  const [credits, setCredits] = useState('');
  const balance = useClientValue('credits', client, async (name) => {
    const answer = await callApi(portalCalls.getCredits, { token, client: name });
    return typeof answer === 'number' ? answer : answer.credit;
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { token, client, credits };
    const done = await form.submit(adminCalls.modifyCredits.request, body, () =>
      callApi(adminCalls.modifyCredits, body),
    );
    if (!done) return;
    setCredits('');
    balance.reload();
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Manage Credits">
      <ClientField value={client} onChange={setClient} />
      {client && (
        <p className="admin-fact" aria-live="polite">
          Current balance:{' '}
          <strong>{balance.loading ? 'Loading…' : (balance.error ?? balance.value)}</strong>
        </p>
      )}
      <TextField
        label="New balance"
        inputMode="numeric"
        value={credits}
        onChange={(event) => setCredits(event.target.value)}
      />
      <AdminFormFooter form={form} submitLabel="Update Credits" />
    </form>
  );
}
