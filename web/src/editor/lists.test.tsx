import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '../shared/session';
import { DataProvider } from '../shared/query';
import { makeFakeServer } from '../testing';
import { EDITOR_TOKEN, signInEditor } from '../testing/editor';
import { listChanged, readListAgain, useList } from './lists';

/** A server whose answers to /api/files the test gives by hand, one call at a time. */
function manualFiles() {
  const answers: ((names: string[]) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answers.push((names) => resolve(new Response(JSON.stringify(names))));
        }),
    ),
  );
  return answers;
}

const files = () => renderHook(() => useList('files'), { wrapper: DataProvider });

beforeEach(() => signInEditor());
afterEach(() => useStaffSession.getState().signOut());

describe('useList', () => {
  it("reads a list once a session with the editor's token, for every screen that shows it", async () => {
    const calls = makeFakeServer({ '/api/files': { body: ['phishing', 'ransomware'] } });
    const first = files();
    await waitFor(() => expect(first.result.current.state).toBe('ready'));
    first.unmount();
    const second = files();
    expect(second.result.current.items).toEqual(['phishing', 'ransomware']);
    expect(calls).toEqual([{ path: '/api/files', body: { token: EDITOR_TOKEN } }]);
  });

  it('reads it again after a change, and a slow earlier read cannot undo the change', async () => {
    const answers = manualFiles();
    const { result } = files();
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => {
      void listChanged('files');
      await Promise.resolve();
    });
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => {
      answers[1]?.(['after the save']);
      answers[0]?.(['before the save']);
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.items).toEqual(['after the save']));
  });

  it("shows the server's message when the first read fails", async () => {
    makeFakeServer({
      '/api/files': {
        status: 401,
        body: { type: 'failed', data: 'You need to be logged in to perform that action.' },
      },
    });
    const { result } = files();
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.error).toBe('You need to be logged in to perform that action.');
  });
});

describe('readListAgain', () => {
  it('answers the list as read now, for an upload to find the names it added', async () => {
    makeFakeServer({ '/api/files': { body: ['phishing'] } });
    await expect(readListAgain('files', EDITOR_TOKEN)).resolves.toEqual(['phishing']);
  });
});
