import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { eachPlayerSession, enter } from '../../testing/playerWorld';

const ann = eachPlayerSession('ann');
const { post, inbox } = ann;
const ANN = 'ann@acme.test';

describe('POST /api/getMail', () => {
  it('answers what the engine shows at game time 0, without the answer key', async () => {
    const { status, body } = await post('/api/getMail', { player: ANN, team: 'Athena' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      finished: false,
      team: 'Athena',
      clock: { gameTime: 0, running: true },
    });
    const events = (body as { events: ScenarioEvent[] }).events;
    expect(events.map((event) => event.id)).toEqual(['p1', '1']);
    expect(events[1]).toMatchObject({
      visible: true,
      read: false,
      displayAt: 0,
      subject: 'Ransom note',
    });
    expect(events[1]).not.toHaveProperty('correct');
    expect(events[1]).not.toHaveProperty('correctFeedback');
  });

  it("refuses another player's name in the body with 403", async () => {
    const { status, body } = await post('/api/getMail', { player: 'ben@acme.test' });
    expect(status).toBe(403);
    expect(body).toEqual({
      type: 'failed',
      data: 'You can only do this as yourself.',
      code: 'forbidden',
    });
  });

  it('refuses a call without a token, and an account token', async () => {
    const anonymous = await ann.world.server.post('/api/getMail', { player: ANN });
    expect(anonymous.status).toBe(401);
    const login = await ann.world.server.post('/api/loginEditor', {
      username: 'admin',
      password: 'admin-pass-1234',
    });
    const staffToken = (login.body as { token: string }).token;
    const staff = await ann.world.server.post('/api/getMail', { token: staffToken, player: ANN });
    expect(staff).toMatchObject({ status: 403, body: { data: 'This needs an exercise link.' } });
  });

  it('answers 410 "This exercise link has expired." once the link expires mid-game', async () => {
    ann.world.clock.advance(7 * 86_400_000);
    expect(await post('/api/getMail', { player: ANN })).toMatchObject({
      status: 410,
      body: { data: 'This exercise link has expired.' },
    });
  });

  it('refuses a player token at an account call', async () => {
    const { status } = await ann.world.server.post('/api/session', { token: ann.token });
    expect(status).toBe(403);
  });
});

describe('drafts', () => {
  it('keeps a draft per event until it is asked for', async () => {
    const saved = await post('/api/setDraft', {
      user: ANN,
      id: '1',
      scenario: 's',
      response: 'We should',
    });
    expect(saved.body).toEqual({ draft: 'We should' });
    const read = await post('/api/getDraft', { user: ANN, id: '1', scenario: 's' });
    expect(read.body).toEqual({ draft: 'We should' });
  });

  it('refuses a draft for an event not in the inbox', async () => {
    const { status } = await post('/api/setDraft', {
      user: ANN,
      id: '3',
      scenario: 's',
      response: 'x',
    });
    expect(status).toBe(404);
  });
});

describe('POST /api/markRead', () => {
  it('marks the event read, with the time of the first read', async () => {
    const readAt = ann.world.clock.now();
    expect((await post('/api/markRead', { user: ANN, id: '1', scenario: 's' })).status).toBe(200);
    ann.world.clock.advance(5_000);
    await post('/api/markRead', { user: ANN, id: '1', scenario: 's' });
    expect((await inbox())[1]).toMatchObject({ read: true, readAts: { [ANN]: readAt } });
  });
});

describe('the social feed', () => {
  const post1 = async () => (await inbox()).find((event) => event.id === 'p1');

  it('toggles a like of a post', async () => {
    expect((await post('/api/likeSocial', { player: ANN, id: 'p1' })).body).toEqual({
      type: 'success',
      data: 'Liked.',
    });
    expect(await post1()).toMatchObject({ liked: true, likes: 4 });
    await post('/api/likeSocial', { player: ANN, id: 'p1', commentIndex: -1 });
    expect(await post1()).toMatchObject({ liked: false, likes: 3 });
  });

  it('likes a comment by its index and refuses an index past the comments', async () => {
    await post('/api/likeSocial', { player: ANN, id: 'p1', commentIndex: 0 });
    expect((await post1())?.comments?.[0]).toMatchObject({ liked: true, likes: 2 });
    const missing = await post('/api/likeSocial', { player: ANN, id: 'p1', commentIndex: 5 });
    expect(missing).toMatchObject({ status: 404, body: { data: 'This comment does not exist.' } });
  });

  it('refuses to like an e-mail', async () => {
    const { status, body } = await post('/api/likeSocial', { player: ANN, id: '1' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: 'Only social posts can be liked or replied to.' });
  });

  it("adds the player's reply under the post", async () => {
    const added = await post('/api/addSocial', { player: ANN, id: 'p1', content: ' Count me in ' });
    expect(added.status).toBe(200);
    expect((await post1())?.comments?.[1]).toMatchObject({ content: 'Count me in', address: ANN });
    expect(await post('/api/addSocial', { player: ANN, id: 'p1', content: '  ' })).toMatchObject({
      status: 400,
      body: { data: 'Please write a reply before posting.' },
    });
  });

  it('reads the whole feed with readTweets', async () => {
    const { body } = await post('/api/readTweets', { user: ANN });
    expect((body as { events: ScenarioEvent[] }).events).toMatchObject([{ id: 'p1', read: true }]);
  });
});

describe('the incident log', () => {
  it('saves notes and answers them back, for this player only', async () => {
    expect((await post('/api/getNotes', { code: ann.world.links.ann, user: ANN })).body).toEqual({
      notes: '',
    });
    await post('/api/updateNotes', {
      code: ann.world.links.ann,
      user: ANN,
      notes: '09:02 mail down',
    });
    expect((await post('/api/getNotes', { code: ann.world.links.ann, user: ANN })).body).toEqual({
      notes: '09:02 mail down',
    });
    const ben = (await enter(ann.world, ann.world.links.ben)).token;
    const bens = await ann.world.server.post('/api/getNotes', {
      token: ben,
      code: 'x',
      user: 'ben@acme.test',
    });
    expect(bens.body).toEqual({ notes: '' });
  });

  it("refuses to write another player's notes", async () => {
    const { status } = await post('/api/updateNotes', {
      code: 'x',
      user: 'ben@acme.test',
      notes: 'hi',
    });
    expect(status).toBe(403);
  });
});

describe('POST /api/loadPDF for a player', () => {
  it('loads a PDF attached to a visible event', async () => {
    const { status, body } = await post('/api/loadPDF', { filename: 'playbook' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ fileName: 'playbook', title: 'Ransomware playbook' });
  });

  it('refuses a PDF no visible event carries', async () => {
    expect(await post('/api/loadPDF', { filename: 'secret' })).toMatchObject({
      status: 404,
      body: { data: 'This document is not in your inbox.' },
    });
  });
});
