import { describe, expect, it } from 'vitest';
import { responsesRepo } from '../exercises/responses.repo';
import { eachPlayerSession } from '../../testing/playerWorld';

const ann = eachPlayerSession('ann');
const { post, inbox } = ann;
const ANN = 'ann@acme.test';
const answer = (id: string, response: unknown) =>
  post('/api/setResponse', { user: ANN, id, response, next: '', scenario: 'playerTest' });
const storedAnswers = async () =>
  (await responsesRepo(ann.world.server.store).listByExercise('camp')).length;

describe('POST /api/setResponse', () => {
  it('stores the answer and shows the chosen branch after its delay', async () => {
    const { status, body } = await answer('1', 'Isolate');
    expect(status).toBe(200);
    expect(body).toEqual({ type: 'success', data: 'Your answer has been saved.' });
    const now = await inbox();
    expect(now.find((event) => event.id === '1')).toMatchObject({
      response: 'Isolate',
      correct: ['Isolate'],
    });
    expect(now.map((event) => event.id)).not.toContain('2');
    ann.world.clock.advance(10_000);
    expect((await inbox()).map((event) => event.id)).toEqual(['p1', '1', '2']);
  });

  it('refuses a second answer with "This event has already been answered." and keeps the first', async () => {
    await answer('1', 'Isolate');
    const again = await answer('1', 'Wait');
    expect(again).toMatchObject({
      status: 409,
      body: { data: 'This event has already been answered.' },
    });
    expect(await storedAnswers()).toBe(1);
    expect((await inbox()).find((event) => event.id === '1')?.response).toBe('Isolate');
  });

  it('stores a double submit once', async () => {
    const both = await Promise.all([answer('1', 'Isolate'), answer('1', 'Isolate')]);
    expect(both.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await storedAnswers()).toBe(1);
  });

  it('refuses an event not in the inbox, and one without a response type', async () => {
    expect(await answer('2', 'We isolated it')).toMatchObject({
      status: 404,
      body: { data: 'This event is not in your inbox.' },
    });
    expect(await answer('p1', 'Like')).toMatchObject({
      status: 400,
      body: { data: 'This event does not take an answer.' },
    });
    expect(await storedAnswers()).toBe(0);
  });

  it('rejects an empty selection with "Please select at least one option"', async () => {
    expect(await answer('1', [])).toMatchObject({
      status: 400,
      body: { data: 'Please select at least one option' },
    });
  });

  it('rejects an option the event does not offer, storing nothing', async () => {
    expect(await answer('1', 'Panic')).toMatchObject({
      status: 400,
      body: { data: 'This answer is not one of the options.' },
    });
    expect(await storedAnswers()).toBe(0);
  });

  it('refuses blank free text', async () => {
    await answer('1', 'Isolate');
    ann.world.clock.advance(10_000);
    expect((await answer('2', '   ')).status).toBe(400);
    expect(await storedAnswers()).toBe(1);
  });
});

describe('POST /api/getPassed', () => {
  it('passes a player whose answers are right', async () => {
    await answer('1', 'Isolate');
    expect((await post('/api/getPassed', { player: ANN })).body).toEqual({
      type: 'success',
      score: 1,
      totalQuestions: 1,
    });
  });

  it('fails a player whose answers are wrong', async () => {
    await answer('1', 'Wait');
    expect((await post('/api/getPassed', { player: ANN })).body).toMatchObject({
      type: 'failed',
      score: 0,
    });
  });
});
