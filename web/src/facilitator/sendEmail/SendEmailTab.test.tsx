import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeFakeServer, renderWithData, type FakeAnswer } from '../../testing';
import { CONSOLE_TOKEN, openConsole } from '../../testing/facilitator';
import { SendEmailTab } from './SendEmailTab';

const LIBRARY = {
  organisations: [
    {
      name: 'Acme Corp',
      personas: [{ name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'Head of SOC' }],
    },
  ],
  media: ['lobby.png'],
  pdfs: ['playbook'],
};

function showTab(answers: Record<string, FakeAnswer> = {}) {
  const calls = makeFakeServer({
    '/api/getFacilitatorLibrary': { body: LIBRARY },
    '/api/getParticipants': { body: ['ann', 'bob'] },
    ...answers,
  });
  renderWithData(<SendEmailTab />);
  return {
    user: userEvent.setup({ delay: null }),
    sent: () => calls.filter((call) => call.path === '/api/sendFacilitatorEvents'),
  };
}

beforeEach(openConsole);

describe('SendEmailTab', () => {
  it('offers every player and each participant as the recipient', async () => {
    showTab();
    await screen.findByRole('option', { name: 'ann' });
    const options = [...screen.getByLabelText<HTMLSelectElement>('Recipient').options].map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Select who receives it', 'Every player', 'ann', 'bob']);
  });

  it('asks who receives the event before sending anything', async () => {
    const { user, sent } = showTab();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please select who should receive the event.')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it("asks for the sender of an e-mail, in the server's words", async () => {
    const { user, sent } = showTab();
    await user.selectOptions(await screen.findByLabelText('Recipient'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please select an Organisation.')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it("sends an alert to every player and shows the server's answer", async () => {
    const { user, sent } = showTab({
      '/api/sendFacilitatorEvents': { body: { type: 'success', data: 'Event sent to 2 players.' } },
    });
    await user.selectOptions(await screen.findByLabelText('Type'), 'Alert');
    await user.selectOptions(screen.getByLabelText('Recipient'), 'all');
    await user.type(screen.getByLabelText(/^Subject/), 'Evacuate the building');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Event sent to 2 players.')).toBeTruthy();
    expect(sent()[0]?.body).toMatchObject({
      token: CONSOLE_TOKEN,
      type: 'Alert',
      recipient: 'all',
      subject: 'Evacuate the building',
      name: '',
      org: '',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Subject/).value).toBe(''));
  });
});
