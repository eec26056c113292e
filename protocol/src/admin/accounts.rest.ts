import { z } from 'zod';
import { CustomerRole } from '../auth/entities';
import { call } from '../core/call';
import { Status, Token, TokenBody, requiredText } from '../core/status';
import {
  AccountEmail,
  ClientRequired,
  ClientSelected,
  CreateIndividualAccountRequest,
  CreateSubAccountRequest,
  CreditBalance,
} from './accounts';
import { AdminClient } from './entities';
import { SubjectText } from '../core/bounds';

/** Accounts, clients and credits (docs/admin.md); getCredits is declared in portal/. */

export const createIndividualAccount = call(
  'POST',
  '/api/createIndividualAccount',
  CreateIndividualAccountRequest,
  Status,
);

export const createSubAccount = call(
  'POST',
  '/api/createSubAccount',
  CreateSubAccountRequest,
  Status,
);

const customerList = z.object({ token: Token, role: CustomerRole });

/** Client (owner) names; the console asks with role '0'. */
export const getCustomers = call('POST', '/api/getCustomers', customerList, z.array(SubjectText));

/** The same list with the sub accounts (`client-name`) included. */
export const getCustomersIncludingSubs = call(
  'POST',
  '/api/getCustomersIncludingSubs',
  customerList,
  z.array(SubjectText),
  { note: 'The spec does not show the answer; ours is the getCustomers shape.' },
);

export const getCustomer = call(
  'POST',
  '/api/getCustomer',
  z.object({ token: Token, client: ClientRequired }),
  AdminClient.pick({ scenarios: true, email: true }),
);

export const modifyCredits = call(
  'POST',
  '/api/modifyCredits',
  z.object({ token: Token, client: ClientSelected, credits: CreditBalance }),
  Status,
);

const clientScenario = z.object({
  token: Token,
  client: requiredText('Select a client.'),
  scenario: requiredText('Select a Scenario.'),
});

export const addScenarioToClient = call('POST', '/api/addScenarioToClient', clientScenario, Status);

export const removeScenarioFromClient = call(
  'POST',
  '/api/removeScenarioFromClient',
  clientScenario,
  Status,
);

/** Whether the client runs in privacy mode (participant counts instead of e-mails). */
export const getPrivate = call(
  'POST',
  '/api/getPrivate',
  z.object({ token: Token, client: ClientSelected }),
  z.boolean(),
  { note: 'The spec does not show the answer; ours is the bare flag, like getCredits.' },
);

export const modifyPrivate = call(
  'POST',
  '/api/modifyPrivate',
  z.object({ token: Token, client: ClientSelected, private: z.boolean() }),
  Status,
);

/** Hides every stored player e-mail address. */
export const hideEmailAddress = call('POST', '/api/hideEmailAddress', TokenBody, Status);

/** Ours: a data-subject erasure request; erases everything stored under one address. */
export const forgetPerson = call(
  'POST',
  '/api/forgetPerson',
  z.object({ token: Token, email: AccountEmail }),
  Status,
  { note: 'Not in the specs: the admin forgets one person by e-mail address (docs/admin.md).' },
);

export const changeCustomerEmail = call(
  'POST',
  '/api/changeCustomerEmail',
  z.object({ email: AccountEmail, token: Token, client: ClientRequired }),
  Status,
);
