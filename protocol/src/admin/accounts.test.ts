import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import {
  addScenarioToClient,
  changeCustomerEmail,
  createIndividualAccount,
  createSubAccount,
  getPrivate,
  modifyCredits,
} from './accounts.rest';

const account = {
  username: 'acmeco',
  email: 'it@acme.test',
  password: 'correct horse',
  subscription: '1',
  token: 't',
  months: 12,
};
const create = createIndividualAccount.request;

describe('createIndividualAccount', () => {
  it('accepts a complete account', () => {
    expect(messagesFor(create, account)).toEqual([]);
  });

  it('rejects a 4-character username with "Username needs to be at least 5 characters long."', () => {
    expect(messagesFor(create, { ...account, username: 'acme' })).toEqual([
      'Username needs to be at least 5 characters long.',
    ]);
  });

  it('rejects a username with a dash with "Username cannot contain the - symbol!"', () => {
    expect(messagesFor(create, { ...account, username: 'acme-co' })).toEqual([
      'Username cannot contain the - symbol!',
    ]);
  });

  it('rejects an address without @ with "Email is invalid."', () => {
    expect(messagesFor(create, { ...account, email: 'acme.test' })).toEqual(['Email is invalid.']);
  });

  it('rejects a 7-character password with "Passwords need to be at least 8 characters long."', () => {
    expect(messagesFor(create, { ...account, password: '1234567' })).toEqual([
      'Passwords need to be at least 8 characters long.',
    ]);
  });

  it('rejects a missing subscription with "Please select a subscription."', () => {
    expect(messagesFor(create, { ...account, subscription: '' })).toEqual([
      'Please select a subscription.',
    ]);
  });

  it('reads the subscription select value as the level', () => {
    expect(create.parse(account).subscription).toBe(1);
  });

  it('rounds months to an integer, reads a non-number as 0 and defaults to 12', () => {
    expect(create.parse({ ...account, months: '5.6' }).months).toBe(6);
    expect(create.parse({ ...account, months: 'soon' }).months).toBe(0);
    const { months: _months, ...withoutMonths } = account;
    expect(create.parse(withoutMonths).months).toBe(12);
  });
});

describe('createSubAccount', () => {
  const sub = {
    username: 'acme-trainer',
    email: 'a@acme.test',
    password: 'long enough',
    token: 't',
  };

  it('accepts a username prefixed with the client and a dash', () => {
    expect(messagesFor(createSubAccount.request, { ...sub, client: 'acme' })).toEqual([]);
  });

  it('rejects a missing client with "Please select a client."', () => {
    expect(messagesFor(createSubAccount.request, { ...sub, client: '' })).toEqual([
      'Please select a client.',
    ]);
  });

  it('says "Please select a client." first for an empty form', () => {
    const empty = { username: '', email: '', password: '', token: 't', client: '' };
    expect(messagesFor(createSubAccount.request, empty)[0]).toBe('Please select a client.');
  });

  it('applies the 5-character rule to the whole username, as the spec does', () => {
    expect(
      messagesFor(createSubAccount.request, { ...sub, username: 'acme-ann', client: 'acme' }),
    ).toEqual([]);
    expect(
      messagesFor(createSubAccount.request, { ...sub, username: 'ab-c', client: 'ab' }),
    ).toEqual(['Username needs to be at least 5 characters long.']);
    expect(
      messagesFor(createSubAccount.request, { ...sub, username: 'acme-', client: 'acme' }),
    ).toEqual(['Username needs to be at least 5 characters long.']);
    expect(
      messagesFor(createSubAccount.request, { ...sub, username: 'acme-ann-b', client: 'acme' }),
    ).toEqual(['Username cannot contain the - symbol!']);
  });

  it('rejects a username of another client', () => {
    expect(messagesFor(createSubAccount.request, { ...sub, client: 'globex' })).toEqual([
      "The username must start with 'globex-'.",
    ]);
  });
});

describe('client management', () => {
  it('rejects a new balance of "ten" with "New balance is not a number"', () => {
    const body = { token: 't', client: 'acme', credits: 'ten' };
    expect(messagesFor(modifyCredits.request, body)).toEqual(['New balance is not a number']);
  });

  it('reads a typed balance as a number', () => {
    const body = { token: 't', client: 'acme', credits: '40' };
    expect(modifyCredits.request.parse(body).credits).toBe(40);
  });

  it('rejects credits for no client with "Client selected is not valid"', () => {
    const body = { token: 't', client: '', credits: 1 };
    expect(messagesFor(modifyCredits.request, body)).toEqual(['Client selected is not valid']);
    expect(messagesFor(getPrivate.request, { token: 't', client: '' })).toEqual([
      'Client selected is not valid',
    ]);
  });

  it('rejects access changes without client or scenario with "Select a client." and "Select a Scenario."', () => {
    const body = { token: 't', client: '', scenario: '' };
    expect(messagesFor(addScenarioToClient.request, body)).toEqual([
      'Select a client.',
      'Select a Scenario.',
    ]);
  });

  it('rejects an e-mail change to "x" with "Email is invalid." and no client with "Please select a client."', () => {
    const body = { token: 't', email: 'x', client: '' };
    expect(messagesFor(changeCustomerEmail.request, body)).toEqual([
      'Email is invalid.',
      'Please select a client.',
    ]);
  });
});
