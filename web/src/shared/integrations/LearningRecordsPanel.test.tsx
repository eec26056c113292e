import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LearningRecordStore } from '@dojo/protocol';
import { makeFakeServer, renderWithData } from '../../testing';
import { LearningRecordsPanel } from './LearningRecordsPanel';

/* The learning record store panel (docs/integrations.md, "Learning records"). */

const STORE: LearningRecordStore = {
  client: 'Acme',
  endpoint: 'https://lrs.acme.example/xapi/',
  username: 'dojo',
  secretHint: '…9f3a',
  updatedAt: '2026-11-28T09:00:00.000Z',
  lastSentAt: null,
  waiting: 3,
  failing: 2,
  lastFailure: '503 The LRS is down for maintenance.',
  lastFailureAt: '2026-11-28T09:05:00.000Z',
};

describe('LearningRecordsPanel', () => {
  it("shows the store's delivery state: waiting, failing with the LRS's answer, the secret's end", async () => {
    makeFakeServer({ '/api/getLearningRecordStore': { body: { store: STORE } } });
    renderWithData(<LearningRecordsPanel token="owner-token" />);
    const state = await screen.findByRole('list', { name: 'Delivery state' });
    const lines = within(state)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'No statement accepted yet',
      '3 statements waiting',
      '2 failing: 503 The LRS is down for maintenance.',
      'Secret …9f3a',
    ]);
    expect(screen.getByRole('textbox', { name: 'xAPI endpoint' })).toHaveProperty(
      'value',
      STORE.endpoint,
    );
  });

  it('saves the endpoint and key; an empty secret is not sent, so the stored one stays', async () => {
    const calls = makeFakeServer({
      '/api/getLearningRecordStore': { body: { store: STORE } },
      '/api/setLearningRecordStore': { body: STORE },
    });
    renderWithData(<LearningRecordsPanel token="owner-token" client="Acme" />);
    const user = userEvent.setup();
    const key = await screen.findByRole('textbox', { name: 'Key (username)' });
    await user.clear(key);
    await user.type(key, 'lms-key');
    await user.click(screen.getByRole('button', { name: 'Save learning record store' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/setLearningRecordStore')?.body).toEqual({
        token: 'owner-token',
        client: 'Acme',
        endpoint: STORE.endpoint,
        username: 'lms-key',
      }),
    );
    expect(await screen.findByText('The learning record store was saved.')).toBeTruthy();
  });

  it('says when the client has none yet', async () => {
    makeFakeServer({ '/api/getLearningRecordStore': { body: { store: null } } });
    renderWithData(<LearningRecordsPanel token="owner-token" />);
    expect(await screen.findByText('No learning record store yet.')).toBeTruthy();
  });
});
