import {
  ADMIN_MESSAGES as M,
  type CreateIndividualAccountRequest,
  type CreateSubAccountRequest,
  type CustomerRole,
  type Status,
} from '@dojo/protocol';
import { badRequest, conflict, notFound } from '../../errors';
import { DuplicateKeyError } from '../../store';
import { accountId, type AccountsRepo, type CustomerAccountDoc } from '../auth/accounts.repo';
import { hashPassword } from '../auth/password';
import type { ClientDoc, ClientsRepo } from '../clients/clients.repo';

/** The role a new customer account gets: the owner of its own client (docs/admin.md). */
const OWNER: CustomerRole = '1';
const TRAINER: CustomerRole = '01';

function untilAfter(now: Date, months: number): string {
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until.toISOString();
}

/** Customer accounts as the admin manages them (docs/admin.md "Customers"). */
export function customersService(deps: {
  accounts: AccountsRepo;
  clients: ClientsRepo;
  now: () => number;
}) {
  const { accounts, clients, now } = deps;

  async function account(
    input: { username: string; email: string; password: string },
    role: CustomerRole,
    client: string,
  ): Promise<CustomerAccountDoc> {
    return {
      _id: accountId(input.username),
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      createdAt: new Date(now()).toISOString(),
      kind: 'customer',
      role,
      client,
      agreed: false,
    };
  }

  async function clientNamed(name: string): Promise<ClientDoc> {
    const client = await clients.findByName(name);
    if (!client) throw notFound(M.clientNotValid, 'client_not_found');
    return client;
  }

  return {
    /**
     * A new client and its owner account (role '1'), or an individual learner's (role '0'),
     * who is the one account of their own client. The account goes in first (its unique username is
     * the claim); a crash before the client exists leaves an account that cannot log in to
     * anything, which a retry with the same username reports as taken.
     */
    async createCustomer(input: CreateIndividualAccountRequest): Promise<Status> {
      if (await accounts.findByUsername(input.username))
        throw conflict(M.usernameTaken, 'username_taken');
      if (await clients.findByName(input.username)) throw conflict(M.clientTaken, 'client_taken');
      const start = new Date(now());
      try {
        await accounts.insert(await account(input, input.role ?? OWNER, input.username));
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(M.usernameTaken, 'username_taken');
        throw error;
      }
      await clients.insert({
        _id: input.username,
        name: input.username,
        email: input.email,
        level: input.subscription,
        credit: 0,
        creditSpent: 0,
        months: input.months,
        subscribedOn: start.toISOString(),
        subscribedUntil: untilAfter(start, input.months),
        private: false,
        scenarios: [],
        configuration: { branding_logo_url: '', nda_text: '' },
      });
      return { type: 'success', data: M.accountCreated(input.username) };
    },

    /** A trainer of an existing client; the protocol has checked the '{client}-' prefix. */
    async createSubAccount(input: CreateSubAccountRequest): Promise<Status> {
      const client = await clientNamed(input.client);
      try {
        await accounts.insert(await account(input, TRAINER, client.name));
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(M.usernameTaken, 'username_taken');
        throw error;
      }
      return { type: 'success', data: M.accountCreated(input.username) };
    },

    /** Client names (the owners' clients); with subs, the trainers' usernames too. */
    async names(includeSubs: boolean): Promise<string[]> {
      const customers = await accounts.listCustomers();
      const names = customers.flatMap((customer) =>
        customer.role === TRAINER ? (includeSubs ? [customer.username] : []) : [customer.client],
      );
      return [...new Set(names)].sort((a, b) => a.localeCompare(b));
    },

    async customer(name: string) {
      const client = await clients.findByName(name);
      if (client) return { scenarios: client.scenarios, email: client.email };
      const trainer = await accounts.findByUsername(name);
      if (trainer?.kind !== 'customer') throw notFound(M.selectClient, 'client_not_found');
      return { scenarios: (await clientNamed(trainer.client)).scenarios, email: trainer.email };
    },

    /** A client's address (and its owner's), or a trainer's. */
    async changeEmail(name: string, email: string): Promise<Status> {
      const client = await clients.findByName(name);
      const changedAccount = await accounts.setCustomerEmail(name, email);
      const changedClient = client ? await clients.setEmail(name, email) : false;
      if (!changedAccount && !changedClient) throw badRequest(M.selectClient, 'unknown_client');
      return { type: 'success', data: M.emailChanged(name) };
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
