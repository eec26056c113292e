import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
const token = DEMO_EXERCISES.facilitated.facilitatorToken;
beforeAll(async () => {
  server = await startTestServer();
  const repos = server.repos;
  const exercise = await repos.exercises.findByFacilitatorToken(token);
  await repos.players.createFacilitatedPlayer(exercise!, 'neo', 'Athena');
});
afterAll(async () => {
  await server.close();
});

const sentCount = () => server.store.collection('adhoc_events').countDocuments();
const email = {
  token,
  type: 'Email',
  content: '<p>Call me.</p>',
  name: 'Dana Reyes',
  role: 'CISO',
  org: 'Acme Corp',
  address: 'dana.reyes@acme.example',
  subject: 'Call me',
  recipient: 'neo',
  media: '',
  pdf: '',
};

/** An ad-hoc event that must be refused with 400 and store nothing. */
async function refusedEvent(changes: Record<string, unknown>) {
  const before = await sentCount();
  const { status, body } = await server.post('/api/sendFacilitatorEvents', {
    ...email,
    ...changes,
  });
  expect(status).toBe(400);
  expect(await sentCount()).toBe(before);
  return (body as { data: string }).data;
}

describe('sendFacilitatorEvents over HTTP', () => {
  it('rejects no recipient with "Please select who should receive the event."', async () => {
    expect(await refusedEvent({ recipient: '' })).toBe(
      'Please select who should receive the event.',
    );
  });

  it('rejects no organisation with "Please select an Organisation."', async () => {
    expect(await refusedEvent({ org: '' })).toBe('Please select an Organisation.');
  });

  it('rejects no persona with "Please select a Persona."', async () => {
    expect(await refusedEvent({ name: '' })).toBe('Please select a Persona.');
  });

  it('rejects an e-mail without subject with "Emails are required to have content and a subject."', async () => {
    expect(await refusedEvent({ subject: ' ' })).toBe(
      'Emails are required to have content and a subject.',
    );
  });

  it('rejects an empty social post with "Socials are required to have a content."', async () => {
    expect(await refusedEvent({ type: 'Social', content: '' })).toBe(
      'Socials are required to have a content.',
    );
  });

  it('sends a valid e-mail to the chosen participant', async () => {
    const { status, body } = await server.post('/api/sendFacilitatorEvents', email);
    expect(status).toBe(200);
    expect(body).toEqual({ type: 'success', data: 'The Email was sent to neo.' });
  });
});

describe('the console controls over HTTP', () => {
  it('refuses Push Time before the start with 409, then follows open, start, push and pause', async () => {
    const push = await server.post('/api/pushFacilitatorEvent', { token, time: '5' });
    expect(push.status).toBe(409);
    expect(push.body).toEqual({
      type: 'failed',
      data: 'Time can only be pushed while the exercise is running.',
      code: 'not_running',
    });
    expect((await server.post('/api/openExercise', { token })).body).toBe(true);
    expect((await server.post('/api/continueFacilitated', { token })).body).toBe('false');
    expect((await server.post('/api/pushFacilitatorEvent', { token, time: 5 })).status).toBe(200);
    expect((await server.post('/api/pauseFacilitated', { token })).body).toBe('true');
    const status = await server.post('/api/getFacilitatorEvents', { token });
    expect(status.body).toMatchObject({ paused: 'true', open: true });
  });

  it('rejects a time that is not a Time to Push option', async () => {
    const { status, body } = await server.post('/api/pushFacilitatorEvent', { token, time: 17 });
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: 'Select a time to push.' });
  });

  it('moves a player between teams and resets the campaign', async () => {
    const moved = await server.post('/api/changePlayerTeam', {
      token,
      player: 'neo',
      team: 'Artemis',
    });
    expect(moved.status).toBe(200);
    expect((await server.post('/api/retrievePlayers', { token })).body).toEqual([
      { player: 'neo', team: 'Artemis' },
    ]);
    const reset = await server.post('/api/resetCampaign', { token });
    expect(reset.body).toEqual({ type: 'success', data: "The campaign's data has been reset." });
    expect(await sentCount()).toBe(0);
    expect((await server.post('/api/getParticipants', { token })).body).toEqual(['neo']);
  });
});

describe('the Send Email library and the new messages over HTTP', () => {
  it("answers the organisations, media and PDFs to the console's link only", async () => {
    const { status, body } = await server.post('/api/getFacilitatorLibrary', { token });
    expect(status).toBe(200);
    const library = body as { organisations: { name: string }[]; pdfs: string[] };
    expect(library.organisations.map((org) => org.name)).toContain('Acme Corp');
    expect(library.pdfs).toContain('ransomwarePlaybook');
    const refused = await server.post('/api/getFacilitatorLibrary', { token: 'nope' });
    expect(refused.status).toBe(401);
  });

  it('refuses media that does not exist, and a subject over 300 characters', async () => {
    expect(await refusedEvent({ media: 'missing.png' })).toBe(
      'There is no media file named "missing.png".',
    );
    expect(await refusedEvent({ subject: 'x'.repeat(301) })).toBe('The subject is too long.');
  });

  it('refuses a blank player on Change Team with "Please select a player."', async () => {
    const { status, body } = await server.post('/api/changePlayerTeam', {
      token,
      player: '',
      team: 'Athena',
    });
    expect(status).toBe(400);
    expect((body as { data: string }).data).toBe('Please select a player.');
  });
});
