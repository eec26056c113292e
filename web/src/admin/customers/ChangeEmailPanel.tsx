import { useState, type FormEvent } from 'react';
import { adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { ChoiceField } from '../shared/ChoiceField';
import { useCustomersWithSubs } from '../shared/adminLists';
import { useAdminForm } from '../shared/useAdminForm';
import { useClientValue } from '../shared/useClientValue';

/** Change Customer Email: a client's (and its owner's) or a trainer's address. */
export function ChangeEmailPanel() {
  const token = useEditorToken();
  const customers = useCustomersWithSubs();
  const form = useAdminForm();
  const [client, setClient] = useState('');
  const [email, setEmail] = useState('');
  const current = useClientValue('customer', client, (name) =>
    callApi(adminCalls.getCustomer, { token, client: name }),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { token, client, email };
    const done = await form.submit(adminCalls.changeCustomerEmail.request, body, () =>
      callApi(adminCalls.changeCustomerEmail, body),
    );
    if (!done) return;
    setEmail('');
    current.reload();
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Change Customer Email">
      <ChoiceField
        label="Customer"
        list={customers}
        value={client}
        onChange={setClient}
        placeholder="a customer"
      />
      {client && (
        <p className="admin-fact" aria-live="polite">
          Current address:{' '}
          <strong>{current.loading ? 'Loading…' : (current.value?.email ?? current.error)}</strong>
        </p>
      )}
      <TextField
        label="New email"
        type="email"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <AdminFormFooter form={form} submitLabel="Change Email" />
    </form>
  );
}
