import { useState, type FormEvent } from 'react';
import { adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { useAdminForm } from '../shared/useAdminForm';
import { useClientValue } from '../shared/useClientValue';
import { ClientField } from '../shared/ChoiceFields';

/** Manage Privacy: a client in privacy mode orders anonymous participants, not e-mails. */
export function ManagePrivacyPanel() {
  const token = useEditorToken();
  const form = useAdminForm();
  const [client, setClient] = useState('');
  const [choice, setChoice] = useState<{ client: string; value: boolean } | null>(null);
  const stored = useClientValue('privacy', client, (name) =>
    callApi(adminCalls.getPrivate, { token, client: name }),
  );
  const isPrivate = choice?.client === client ? choice.value : (stored.value ?? false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { token, client, private: isPrivate };
    const done = await form.submit(adminCalls.modifyPrivate.request, body, () =>
      callApi(adminCalls.modifyPrivate, body),
    );
    if (done) stored.reload();
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Manage Privacy">
      <ClientField value={client} onChange={setClient} />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={isPrivate}
          disabled={!client || stored.loading}
          onChange={(event) => setChoice({ client, value: event.target.checked })}
        />
        Privacy mode (players are anonymous participants, no e-mail addresses are kept)
      </label>
      <AdminFormFooter form={form} submitLabel="Save Privacy" />
    </form>
  );
}
