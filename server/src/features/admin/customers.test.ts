import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { clientsRepo } from '../clients/clients.repo';
import { adminToken, editorToken, ownerToken } from '../../testing/orders';
import { customerForm, expectRefused, expectSuccess, freshName } from '../../testing/admin';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'true' });
  token = await adminToken(server);
});
afterAll(async () => {
  await server.close();
});

const create = '/api/createIndividualAccount';

describe('createIndividualAccount', () => {
  it('creates a client and its owner, who can log in at once with no credits', async () => {
    const form = customerForm(token, { subscription: '2', months: '6.4' });
    expect(await expectSuccess(server, create, form)).toBe(`Account ${form.username} created.`);
    const client = await clientsRepo(server.store).findByName(form.username);
    expect(client).toMatchObject({ level: 2, months: 6, credit: 0, scenarios: [] });
    const login = await server.post('/api/loginCustomer', {
      filename: form.username,
      password: form.password,
    });
    expect(login.body).toMatchObject({ type: 'success', role: '1', level: 2 });
  });

  it('creates an individual learner (role 0) who logs in with Dashboard and Library only', async () => {
    const form = customerForm(token, { subscription: '1', role: '0' });
    await expectSuccess(server, create, form);
    const login = await server.post('/api/loginCustomer', {
      filename: form.username,
      password: form.password,
    });
    expect(login.body).toMatchObject({ type: 'success', role: '0', level: 1 });
    const learner = (login.body as { token: string }).token;
    // No Reports tab: the reports list refuses a role 0 account; the dashboard answers it.
    expect((await server.post('/api/getReports', { token: learner })).status).toBe(403);
    expect((await server.post('/api/getCustomerData', { token: learner })).status).toBe(200);
  });

  it('refuses an account type other than 0 or 1 with "Please select an account type."', async () => {
    const form = customerForm(token, { role: '01' });
    await expectRefused(server, create, form, 'Please select an account type.');
    expect(await clientsRepo(server.store).findByName(form.username)).toBeNull();
  });

  it('keeps 12 months when months is left out and 0 when it is not a number', async () => {
    const { months: _months, ...noMonths } = customerForm(token);
    await expectSuccess(server, create, noMonths);
    expect((await clientsRepo(server.store).findByName(noMonths.username))?.months).toBe(12);
    const notNumber = customerForm(token, { months: 'soon' });
    await expectSuccess(server, create, notNumber);
    expect((await clientsRepo(server.store).findByName(notNumber.username))?.months).toBe(0);
  });

  it.each([
    [{ username: 'abcd' }, 'Username needs to be at least 5 characters long.'],
    [{ username: 'acme-corp' }, 'Username cannot contain the - symbol!'],
    [{ email: 'owner.example' }, 'Email is invalid.'],
    [{ password: 'short' }, 'Passwords need to be at least 8 characters long.'],
    [{ subscription: '' }, 'Please select a subscription.'],
    [{ subscription: '3' }, 'Please select a subscription.'],
  ])('refuses %j with its message and creates nothing', async (change, message) => {
    const form = customerForm(token, change);
    await expectRefused(server, create, form, message);
    expect(await clientsRepo(server.store).findByName(form.username)).toBeNull();
  });

  it('refuses a username that is taken', async () => {
    const form = customerForm(token);
    await expectSuccess(server, create, form);
    await expectRefused(server, create, form, 'This username is already taken.');
  });

  it('is for admins only: the author and a customer get 403, no token 401', async () => {
    const author = await editorToken(server);
    expect((await server.post(create, customerForm(author))).status).toBe(403);
    const owner = await ownerToken(server);
    expect((await server.post(create, customerForm(owner))).status).toBe(403);
    const { token: _token, ...anonymous } = customerForm(token);
    expect((await server.post(create, anonymous)).status).toBe(401);
  });
});

describe('createSubAccount', () => {
  const sub = '/api/createSubAccount';
  const trainer = (client: string, changes: Record<string, unknown> = {}) => ({
    token,
    client,
    username: `${client}-${freshName('trainer')}`,
    email: 'trainer@new-client.test',
    password: 'trainer-pass-1234',
    ...changes,
  });

  it('creates a trainer of the client, with the "{client}-" prefix, who can log in', async () => {
    const owner = customerForm(token);
    await expectSuccess(server, create, owner);
    const form = trainer(owner.username);
    await expectSuccess(server, sub, form);
    const login = await server.post('/api/loginCustomer', {
      filename: form.username,
      password: form.password,
    });
    expect(login.body).toMatchObject({ type: 'success', role: '01' });
  });

  it('refuses a username without the "{client}-" prefix', async () => {
    await expectRefused(
      server,
      sub,
      trainer('acmecorp', { username: 'someone-else' }),
      "The username must start with 'acmecorp-'.",
    );
  });

  it.each([
    [{ client: '' }, 'Please select a client.'],
    [{ username: 'acmecorp-' }, 'Username needs to be at least 5 characters long.'],
    [{ username: 'acmecorp-ab-cde' }, 'Username cannot contain the - symbol!'],
    [{ email: 'trainer' }, 'Email is invalid.'],
    [{ password: '1234567' }, 'Passwords need to be at least 8 characters long.'],
  ])('refuses %j with its message', async (change, message) => {
    await expectRefused(server, sub, trainer('acmecorp', change), message);
  });

  it('refuses a client that does not exist', async () => {
    await expectRefused(server, sub, trainer('nosuchclient'), 'Client selected is not valid');
  });
});

describe('getCustomers, getCustomersIncludingSubs and getCustomer', () => {
  it('lists client names, with the trainers only when asked', async () => {
    const owners = (await server.post('/api/getCustomers', { token, role: '0' })).body;
    expect(owners).toContain('acmecorp');
    expect(owners).not.toContain('acmecorp-trainer');
    const all = (await server.post('/api/getCustomersIncludingSubs', { token, role: '0' })).body;
    expect(all).toEqual(expect.arrayContaining(['acmecorp', 'acmecorp-trainer']));
  });

  it("answers a client's scenarios and e-mail", async () => {
    const answer = await server.post('/api/getCustomer', { token, client: 'acmecorp' });
    expect(answer.body).toEqual({
      scenarios: expect.arrayContaining(['ransomwareAtDawn']),
      email: expect.any(String),
    });
  });

  it('refuses no client with "Please select a client."', async () => {
    await expectRefused(
      server,
      '/api/getCustomer',
      { token, client: '' },
      'Please select a client.',
    );
  });
});

describe('changeCustomerEmail', () => {
  const change = '/api/changeCustomerEmail';

  it("changes the client's and its owner's address", async () => {
    const form = customerForm(token);
    await expectSuccess(server, create, form);
    await expectSuccess(server, change, { token, client: form.username, email: 'new@x.test' });
    const answer = await server.post('/api/getCustomer', { token, client: form.username });
    expect(answer.body).toMatchObject({ email: 'new@x.test' });
  });

  it.each([
    [{ email: 'nope' }, 'Email is invalid.'],
    [{ client: '' }, 'Please select a client.'],
  ])('refuses %j with its message', async (changes, message) => {
    await expectRefused(
      server,
      change,
      { token, client: 'acmecorp', email: 'ok@x.test', ...changes },
      message,
    );
  });
});
