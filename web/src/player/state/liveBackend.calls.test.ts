import type { ScenarioEvent } from '@dojo/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveBackend } from './liveBackend';
import { makeExerciseSession } from '../../testing';
import { usePlayerStore } from './playerStore';

const session = makeExerciseSession();
const question: ScenarioEvent = { id: 'q1', type: 'Email', subject: 'What now?', options: 'text' };

/** Counts the requests per API path and answers each as the server would. */
function fakeServer() {
  const calls = new Map<string, number>();
  const answers: Record<string, unknown> = {
    '/api/getMail': { events: [question], finished: false, team: -1 },
    '/api/getDraft': { draft: 'We isolate the file server.' },
    '/api/setDraft': { draft: 'ok' },
  };
  const fetch = vi.fn((url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    return Promise.resolve(Response.json(answers[path] ?? {}));
  });
  return { fetch, count: (path: string) => calls.get(path) ?? 0 };
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const backend = () => liveBackend({ session, code: 'code-1', alias: null, team: null });

describe('the player page asks the server once', () => {
  it('calls getMail once when the first load and the socket’s connect read come together', async () => {
    const live = backend();
    await Promise.all([live.refresh(), live.refresh(), live.refresh()]);
    expect(server.count('/api/getMail')).toBe(1);
  });

  it('drops a read asked for before the socket pushed the whole inbox: the push is newer', async () => {
    usePlayerStore.getState().reset();
    const live = backend();
    const reading = live.refresh();
    const pushed: ScenarioEvent = { id: 'e2', type: 'Email', subject: 'Pushed later' };
    usePlayerStore.getState().applyMail({ events: [pushed], finished: false, team: -1 }, true);
    await reading;
    expect(usePlayerStore.getState().events.map((event) => event.id)).toEqual(['e2']);
    // A read asked for after it is applied.
    await live.refresh();
    expect(usePlayerStore.getState().events.map((event) => event.id)).toEqual(['q1']);
  });

  it('still reads the inbox again once the earlier read has answered', async () => {
    const live = backend();
    await live.refresh();
    await live.refresh();
    expect(server.count('/api/getMail')).toBe(2);
  });

  it('calls getDraft once when a free-text question is opened and re-rendered', async () => {
    const live = backend();
    const drafts = await Promise.all([live.getDraft(question), live.getDraft(question)]);
    expect(await live.getDraft({ ...question })).toBe('We isolate the file server.');
    expect(drafts).toEqual(['We isolate the file server.', 'We isolate the file server.']);
    expect(server.count('/api/getDraft')).toBe(1);
  });

  it('gives back the last saved draft without asking again', async () => {
    const live = backend();
    await live.setDraft(question, 'Call the DPO.');
    expect(await live.getDraft(question)).toBe('Call the DPO.');
    expect(server.count('/api/getDraft')).toBe(0);
  });
});
