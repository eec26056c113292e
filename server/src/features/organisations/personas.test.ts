import { beforeEach, describe, expect, it } from 'vitest';
import type { Organisation } from '@dojo/protocol';
import type { TestServer } from '../../testing/testServer';
import { expectFailed, backOfficePerFile } from '../../testing/backOffice';

let server: TestServer;
let token: string;
let customerToken: string;

backOfficePerFile((office) => ({ server, staff: token, customer: customerToken } = office));

async function organisations(): Promise<Organisation[]> {
  return (await server.post('/api/getOrganisations', { token })).body as Organisation[];
}
const personasOf = async (name: string) =>
  (await organisations()).find((org) => org.name === name)?.personas;

const ann = { name: 'Ann Lee', email: 'ann.lee@test.example', role: 'CEO' };
let org: string;
let other: string;
let counter = 0;
beforeEach(async () => {
  counter += 1;
  org = `Persona Org ${counter}`;
  other = `Other Org ${counter}`;
  await server.post('/api/createOrganisation', { token, name: org });
  await server.post('/api/createOrganisation', { token, name: other });
  const created = await server.post('/api/createPersona', { token, org, ...ann });
  expect(created.body).toMatchObject({ type: 'success', data: 'Persona Ann Lee created.' });
});

describe('createPersona', () => {
  it('adds the persona to its organisation', async () => {
    expect(await personasOf(org)).toEqual([ann]);
  });

  it.each([
    [{ org: '' }, 'No organisation selected!'],
    [{ name: ' ' }, "Persona's name cannot be left empty!"],
    [{ email: 'ann.test.example' }, 'Email is invalid!'],
  ])('rejects %o with its message and changes nothing', async (change, message) => {
    const before = await organisations();
    const answer = await server.post('/api/createPersona', {
      token,
      org,
      ...ann,
      name: 'Bo Chan',
      ...change,
    });
    expectFailed(answer, 400, message);
    expect(await organisations()).toEqual(before);
  });

  it('refuses a second persona with the same name in the organisation', async () => {
    const answer = await server.post('/api/createPersona', { token, org, ...ann, name: 'ann lee' });
    expectFailed(answer, 409, `${org} already has a persona named ann lee.`);
    expect(await personasOf(org)).toEqual([ann]);
  });

  it('refuses a customer token with 403 and adds nothing', async () => {
    const answer = await server.post('/api/createPersona', {
      token: customerToken,
      org,
      ...ann,
      name: 'Mallory',
    });
    expect(answer.status).toBe(403);
    expect(await personasOf(org)).toEqual([ann]);
  });
});

describe('editPersona', () => {
  const edit = () => ({ token, org, newOrg: org, persona: 'Ann Lee', ...ann });

  it('renames a persona and changes its e-mail and role', async () => {
    const changed = { name: 'Ann Lee-Smith', email: 'ann@test.example', role: 'COO' };
    const answer = await server.post('/api/editPersona', { ...edit(), ...changed });
    expect(answer.body).toMatchObject({ type: 'success' });
    expect(await personasOf(org)).toEqual([changed]);
  });

  it('moves a persona to another organisation', async () => {
    const answer = await server.post('/api/editPersona', { ...edit(), newOrg: other });
    expect(answer.body).toMatchObject({
      type: 'success',
      data: `Persona Ann Lee moved to ${other}.`,
    });
    expect(await personasOf(org)).toEqual([]);
    expect(await personasOf(other)).toEqual([ann]);
  });

  it.each([
    [{ persona: '' }, 'A persona needs to be selected'],
    [{ name: '' }, 'Persona name is empty!'],
    [{ email: 'nobody' }, 'Email is invalid!'],
    [{ newOrg: '' }, 'Cannot change new org to none.'],
    [{ org: '' }, 'No organisation selected!'],
  ])('rejects %o with its message and changes nothing', async (change, message) => {
    const before = await organisations();
    expectFailed(await server.post('/api/editPersona', { ...edit(), ...change }), 400, message);
    expect(await organisations()).toEqual(before);
  });

  it('answers 404 for a persona the organisation does not have, changing nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/editPersona', { ...edit(), persona: 'Ghost' });
    expectFailed(answer, 404, `${org} has no persona named Ghost.`);
    expect(await organisations()).toEqual(before);
  });

  it('answers 404 when moving to an organisation that does not exist, changing nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/editPersona', { ...edit(), newOrg: 'Nowhere Ltd' });
    expectFailed(answer, 404, 'There is no organisation named Nowhere Ltd.');
    expect(await organisations()).toEqual(before);
  });
});

describe('removePersona', () => {
  it('removes the persona with "Persona deleted"', async () => {
    const answer = await server.post('/api/removePersona', { token, org, persona: 'Ann Lee' });
    expect(answer.body).toMatchObject({ type: 'success', data: 'Persona deleted' });
    expect(await personasOf(org)).toEqual([]);
  });

  it('rejects no selection with "Please select a persona" and changes nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/removePersona', { token, org, persona: '' });
    expectFailed(answer, 400, 'Please select a persona');
    expect(await organisations()).toEqual(before);
  });

  it('answers 401 without a token and removes nothing', async () => {
    const answer = await server.post('/api/removePersona', { org, persona: 'Ann Lee' });
    expect(answer.status).toBe(401);
    expect(await personasOf(org)).toEqual([ann]);
  });
});
