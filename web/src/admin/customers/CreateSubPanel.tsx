import { useState, type FormEvent } from 'react';
import { adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { reloadCustomers } from '../shared/adminLists';
import { useAdminForm } from '../shared/useAdminForm';
import { AccountFields, type AccountDetails } from './AccountFields';
import { ClientField } from '../shared/ChoiceFields';

const EMPTY: AccountDetails = { username: '', email: '', password: '' };

/** Create Sub Account: a trainer of a client; the username starts with '{client}-'. */
export function CreateSubPanel() {
  const token = useEditorToken();
  const form = useAdminForm();
  const [client, setClient] = useState('');
  const [account, setAccount] = useState(EMPTY);

  /** Choosing a client starts the username with its prefix (or swaps the old prefix). */
  function chooseClient(next: string) {
    const oldPrefix = client ? `${client}-` : '';
    const rest = account.username.startsWith(oldPrefix)
      ? account.username.slice(oldPrefix.length)
      : account.username;
    const nextAccount = { ...account, username: next ? `${next}-${rest}` : rest };
    setClient(next);
    setAccount(nextAccount);
    form.recheck({ ...nextAccount, token, client: next });
  }

  function edit(change: Partial<AccountDetails>) {
    const next = { ...account, ...change };
    setAccount(next);
    form.recheck({ ...next, token, client });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...account, token, client };
    const done = await form.submit(adminCalls.createSubAccount.request, body, () =>
      callApi(adminCalls.createSubAccount, body),
    );
    if (!done) return;
    setAccount({ ...EMPTY, username: client ? `${client}-` : '' });
    await reloadCustomers(token);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Create Sub Account">
      <ClientField value={client} onChange={chooseClient} />
      <AccountFields
        value={account}
        onChange={edit}
        usernameHint={client ? `Starts with '${client}-'.` : 'Select a client first.'}
      />
      <AdminFormFooter form={form} submitLabel="Create Sub Account" />
    </form>
  );
}
