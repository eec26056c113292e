import { useState, type FormEvent } from 'react';
import {
  adminCalls,
  DEFAULT_ACCOUNT_MONTHS,
  LEVEL_NAMES,
  NEW_ACCOUNT_ROLES,
  type NewAccountRole,
} from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { SelectField, TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { reloadCustomers } from '../shared/adminLists';
import { useAdminForm } from '../shared/useAdminForm';
import { AccountFields, type AccountDetails } from './AccountFields';

const EMPTY: AccountDetails = { username: '', email: '', password: '' };

/**
 * Create Customer Account: a new client and its owner, or an individual learner (role 0:
 * Dashboard and Exercise Library, docs/portal.md), who logs in to the portal.
 */
export function CreateCustomerPanel() {
  const token = useEditorToken();
  const form = useAdminForm();
  const [account, setAccount] = useState(EMPTY);
  const [subscription, setSubscription] = useState('');
  const [months, setMonths] = useState(String(DEFAULT_ACCOUNT_MONTHS));
  const [role, setRole] = useState<NewAccountRole>('1');

  /** After an edit: a mistake's banner goes once the form is corrected. */
  function recheck(
    changes: Partial<{ account: typeof account; subscription: string; months: string }>,
  ) {
    form.recheck({
      ...(changes.account ?? account),
      token,
      subscription: changes.subscription ?? subscription,
      months: changes.months ?? months,
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema check below refuses anything but '0', '1' or '2' before it is sent.
    const body = {
      ...account,
      token,
      subscription: subscription as '0' | '1' | '2',
      months,
      role,
    };
    const done = await form.submit(adminCalls.createIndividualAccount.request, body, () =>
      callApi(adminCalls.createIndividualAccount, body),
    );
    if (!done) return;
    setAccount(EMPTY);
    setSubscription('');
    setMonths(String(DEFAULT_ACCOUNT_MONTHS));
    setRole('1');
    await reloadCustomers(token);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Create Customer Account">
      <AccountFields
        value={account}
        onChange={(change) => {
          const next = { ...account, ...change };
          setAccount(next);
          recheck({ account: next });
        }}
        usernameHint="At least 5 characters, without '-'. It is also the client's name."
      />
      <SelectField
        label="Account type"
        value={role}
        hint="A client owner orders for a team and sees reports; an individual learner has the Dashboard and the Exercise Library."
        onChange={(event) => setRole(event.target.value as NewAccountRole)}
      >
        {Object.entries(NEW_ACCOUNT_ROLES).map(([value, name]) => (
          <option key={value} value={value}>
            {name} (role {value})
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Subscription"
        value={subscription}
        onChange={(event) => {
          setSubscription(event.target.value);
          recheck({ subscription: event.target.value });
        }}
      >
        <option value="">Select a subscription</option>
        {Object.entries(LEVEL_NAMES).map(([level, name]) => (
          <option key={level} value={level}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Months"
        type="number"
        inputMode="numeric"
        min={0}
        max={600}
        value={months}
        hint="Length of the subscription; rounded to whole months."
        onChange={(event) => {
          setMonths(event.target.value);
          recheck({ months: event.target.value });
        }}
      />
      <AdminFormFooter form={form} submitLabel="Create Account" />
    </form>
  );
}
