import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoBlocked, type GatewayClient } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { freshName } from '../../testing/admin';
import { adminToken, campaignOrder, editorToken } from '../../testing/orders';

let server: TestServer;
let bearer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'true', MEDIA_HOSTS: 'https://cdn.brand.test' });
  bearer = { authorization: `Bearer ${await adminToken(server)}` };
});
afterAll(async () => {
  await server.close();
});

async function send(method: string, path: string, body?: unknown, headers = bearer) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const listed = async () => (await send('GET', '/api/getClients')).body as GatewayClient[];

function form(changes: Record<string, unknown> = {}, configuration: Record<string, unknown> = {}) {
  return {
    name: freshName('brand'),
    email: 'it@brand.test',
    configuration: {
      branding_logo_url: 'https://cdn.brand.test/logo.png',
      nda_text: '<p>Keep it <strong>secret</strong>.</p>',
      nda_json: '{"root":{}}',
      ...configuration,
    },
    ...changes,
  };
}

describe('the logo URL (F-22)', () => {
  it('refuses a logo the CSP would block, on create and update, and stores nothing', async () => {
    const blocked = form({}, { branding_logo_url: 'https://tracker.example/logo.png' });
    const message = logoBlocked('https://tracker.example/logo.png');
    expect(await send('POST', '/api/createClient', blocked)).toEqual({
      status: 400,
      body: { type: 'failed', data: message, code: 'bad_request' },
    });
    expect((await listed()).some((client) => client.name === blocked.name)).toBe(false);
    const client = form();
    expect((await send('POST', '/api/createClient', client)).status).toBe(200);
    const update = {
      ...client,
      configuration: { ...client.configuration, ...blocked.configuration },
    };
    expect((await send('PUT', '/api/updateClient', update)).status).toBe(400);
  });

  it('takes a logo on this server or a MEDIA_HOSTS origin', async () => {
    for (const url of [`${server.url}/favicon.svg`, 'https://CDN.brand.test:443/a/logo.png'])
      expect(
        (await send('POST', '/api/createClient', form({}, { branding_logo_url: url }))).status,
      ).toBe(200);
  });
});

describe('createClient, getClients, updateClient and deleteClient', () => {
  it('creates, lists, updates and deletes a client', async () => {
    const client = form();
    expect((await send('POST', '/api/createClient', client)).body).toEqual({
      type: 'success',
      data: 'Successfully Created Client',
    });
    expect((await listed()).find((entry) => entry.name === client.name)).toMatchObject(client);

    const changed = form(
      { name: client.name, email: 'ignored@brand.test' },
      { nda_text: '<h1>NDA</h1>', branding_logo_url: '' },
    );
    expect((await send('PUT', '/api/updateClient', changed)).body).toMatchObject({
      type: 'success',
      data: 'Successfully Updated Client',
    });
    const updated = (await listed()).find((entry) => entry.name === client.name);
    expect(updated?.email).toBe('it@brand.test');
    expect(updated?.configuration).toMatchObject({
      nda_text: '<h1>NDA</h1>',
      branding_logo_url: '',
    });

    expect((await send('DELETE', `/api/deleteClient/${client.name}`)).body).toEqual({
      type: 'success',
      data: 'Successfully Deleted Client',
    });
    expect((await listed()).some((entry) => entry.name === client.name)).toBe(false);
  });

  it('stores the NDA sanitised: no script, no event handlers, links with rel=noopener', async () => {
    const client = form(
      {},
      {
        nda_text:
          '<p onclick="alert(1)">Read <a href="https://acme.example">this</a>' +
          '<a href="javascript:alert(1)">bad</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    );
    await send('POST', '/api/createClient', client);
    const stored = (await listed()).find((entry) => entry.name === client.name);
    expect(stored?.configuration.nda_text).toBe(
      '<p>Read <a href="https://acme.example" target="_blank" rel="noopener noreferrer">this</a>' +
        '<a>bad</a></p>',
    );
  });

  it.each([
    [{ name: '' }, {}, 'Please provide name!'],
    [{ email: '' }, {}, 'Please provide email!'],
    [{ email: 'it@brand' }, {}, 'Please provide valid email!'],
    [{}, { branding_logo_url: 'logo.png' }, 'Invalid Url for LOGO!'],
    [{}, { branding_logo_url: 'javascript:alert(1)' }, 'Invalid Url for LOGO!'],
  ])('refuses %j %j with its message', async (changes, configuration, message) => {
    const answer = await send('POST', '/api/createClient', form(changes, configuration));
    expect(answer.body).toMatchObject({ type: 'failed', data: message });
    expect(answer.status).toBe(400);
  });

  it('refuses a second client with the same name, and an update of an unknown one', async () => {
    const client = form();
    await send('POST', '/api/createClient', client);
    const again = await send('POST', '/api/createClient', client);
    expect(again.body).toEqual({
      type: 'failed',
      data: 'A client with this name already exists.',
      code: 'client_taken',
    });
    const unknown = await send('PUT', '/api/updateClient', form());
    expect(unknown.body).toEqual({
      type: 'failed',
      data: 'There is no client with this name.',
      code: 'client_not_found',
    });
  });

  it('keeps a client that accounts or exercises still use', async () => {
    const answer = await send('DELETE', '/api/deleteClient/acmecorp');
    expect(answer.body).toEqual({
      type: 'failed',
      data: 'This client still has accounts or exercises and cannot be deleted.',
      code: 'client_in_use',
    });
  });

  it('is for admins only, by the bearer header', async () => {
    const author = { authorization: `Bearer ${await editorToken(server)}` };
    expect((await send('GET', '/api/getClients', undefined, author)).status).toBe(403);
    expect((await send('GET', '/api/getClients', undefined, {})).status).toBe(401);
    expect((await send('POST', '/api/createClient', form(), author)).status).toBe(403);
  });
});

describe('the branding players see', () => {
  it("shows players the branding client's logo and sanitised NDA", async () => {
    const client = form({}, { nda_text: '<h2>Brand NDA</h2><script>x()</script>' });
    await send('POST', '/api/createClient', client);
    const token = bearer.authorization?.slice('Bearer '.length) ?? '';
    const identifier = freshName('branded');
    const order = campaignOrder(token, { branding: client.name, identifier });
    expect((await server.post('/api/createOrder', order)).status).toBe(200);
    const details = await server.post('/api/getCampaignDetails', {
      token,
      scenario: order.scenario,
      exercise: identifier,
    });
    const [player] = details.body as { code: string }[];
    const entry = await server.post('/api/loginToken', { token: player?.code });
    expect(entry.body).toMatchObject({
      branding_logo_url: 'https://cdn.brand.test/logo.png',
      nda_text: '<h2>Brand NDA</h2>',
    });
  });
});

describe('two admins editing the same client', () => {
  it('applies the first edit based on revision 0 and refuses the second with 409, changing nothing', async () => {
    const client = form();
    await send('POST', '/api/createClient', client);
    const loaded = (await listed()).find((entry) => entry.name === client.name);
    expect(loaded?.revision).toBe(0);

    const first = form({ name: client.name, baseRevision: 0 }, { nda_text: '<p>First</p>' });
    const second = form({ name: client.name, baseRevision: 0 }, { nda_text: '<p>Second</p>' });
    const answers = await Promise.all([
      send('PUT', '/api/updateClient', first),
      send('PUT', '/api/updateClient', second),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)?.body;
    expect(refused).toMatchObject({
      type: 'failed',
      data: expect.stringMatching(
        /^This client was changed by \S+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reload it or save as a copy\.$/,
      ) as unknown,
      stale: { revision: 1 },
    });

    const winner = answers[0]?.status === 200 ? first : second;
    const stored = (await listed()).find((entry) => entry.name === client.name);
    expect(stored?.configuration.nda_text).toBe(winner.configuration.nda_text);
    expect(stored?.revision).toBe(1);
  });
});
