import { describe, expect, it } from 'vitest';
import type { CustomerData, ReportItem } from '@dojo/protocol';
import { accountId, accountsRepo } from '../auth/accounts.repo';
import { hashPassword } from '../auth/password';
import { addClient, tokenOf } from '../../testing/orders';
import {
  ANA,
  CAMPAIGN,
  TRAINED,
  reportSocket,
  type ReportsWorld,
  eachReportsWorld,
} from '../../testing/reports';

let world: ReportsWorld;
eachReportsWorld((started) => (world = started));

const post = (path: string, body: Record<string, unknown>) => world.server.post(path, body);
const names = (data: CustomerData) => data.exercises.map((group) => group.name);

describe('trainer sub accounts', () => {
  it('see only the exercises they train on the dashboard and in the reports list', async () => {
    const owner = (await post('/api/getCustomerData', { token: world.owner })).body as CustomerData;
    expect(names(owner)).toEqual(expect.arrayContaining([CAMPAIGN, TRAINED]));
    const trainer = (await post('/api/getCustomerData', { token: world.trainer }))
      .body as CustomerData;
    expect(names(trainer)).toEqual([TRAINED]);
    const reports = (await post('/api/getReports', { token: world.trainer })).body as ReportItem[];
    expect(reports.map((report) => report.name)).toEqual([TRAINED]);
    expect(reports.every((report) => report.trainer === 'acmecorp-trainer')).toBe(true);
  });

  it('are refused another exercise\'s report with "Only the trainer of the exercise can see the report."', async () => {
    const { status, body } = await post('/api/getResponses', {
      token: world.trainer,
      group: CAMPAIGN,
    });
    expect(status).toBe(403);
    expect(body).toEqual({
      type: 'failed',
      data: 'Only the trainer of the exercise can see the report.',
      code: 'forbidden',
    });
    expect((await post('/api/getResponses', { token: world.trainer, group: TRAINED })).status).toBe(
      200,
    );
  });

  it('are refused extending another exercise with "Only the trainer of this exercise can modify it."', async () => {
    const { status, body } = await post('/api/extendExercise', {
      token: world.trainer,
      exerciseName: CAMPAIGN,
      code: ANA.token,
    });
    expect(status).toBe(403);
    expect(body).toEqual({
      type: 'failed',
      data: 'Only the trainer of this exercise can modify it.',
      code: 'forbidden',
    });
  });

  it('cannot follow the live report of an exercise they do not train', async () => {
    const socket = await reportSocket(world, world.trainer);
    const refused = await socket.follow([CAMPAIGN]);
    expect(refused).toMatchObject({
      ok: false,
      error: { message: 'Only the trainer of the exercise can see the report.' },
    });
    expect(await socket.follow([TRAINED])).toMatchObject({ ok: true });
  });
});

describe('other accounts', () => {
  it('refuse a role 0 account the reports with "You do not have access to this report."', async () => {
    await accountsRepo(world.server.store).insert({
      _id: accountId('acmecorp-viewer'),
      username: 'acmecorp-viewer',
      email: 'viewer@acme.example',
      passwordHash: await hashPassword('viewer-pass-1234'),
      createdAt: new Date().toISOString(),
      kind: 'customer',
      role: '0',
      client: 'acmecorp',
      agreed: true,
    });
    const token = await tokenOf(world.server, '/api/loginCustomer', {
      filename: 'acmecorp-viewer',
      password: 'viewer-pass-1234',
    });
    const { status, body } = await post('/api/getReports', { token });
    expect(status).toBe(403);
    expect(body).toEqual({
      type: 'failed',
      data: 'You do not have access to this report.',
      code: 'forbidden',
    });
  });

  it('answer "There is no Report of {name}" for a report the client does not have', async () => {
    const other = await addClient(world.server, { name: 'globex', level: 2, credit: 10 });
    for (const token of [world.owner, other]) {
      const group = token === other ? CAMPAIGN : 'Nope';
      const { status, body } = await post('/api/getResponses', { token, group });
      expect(status).toBe(404);
      expect(body).toEqual({
        type: 'failed',
        data: `There is no Report of ${group}`,
        code: 'not_found',
      });
    }
  });

  it("lets the admin open any client's report by naming the client", async () => {
    const admin = await tokenOf(world.server, '/api/loginEditor', {
      username: 'admin',
      password: 'admin-pass-1234',
    });
    const { status, body } = await post('/api/getResponses', {
      token: admin,
      group: CAMPAIGN,
      client: 'acmecorp',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: CAMPAIGN, kind: 'Automated' });
  });
});
