import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { RouterNavigation } from '../../shared/navigation/routerNavigation';
import { makeFakeServer } from '../../testing';
import { CATALOGUES, speak } from '../../testing/i18n';
import { PlayerPage } from '../PlayerPage';
import { WaitingScreen } from './GateScreens';

const de = CATALOGUES.de;

function openLink(answer: { status?: number; body: unknown }) {
  makeFakeServer({ '/api/loginToken': answer });
  render(
    <MemoryRouter initialEntries={['/exercise/abc123']}>
      <RouterNavigation>
        <PlayerPage token="abc123" />
      </RouterNavigation>
    </MemoryRouter>,
  );
}

afterEach(() => speak('en'));

describe("the link check's answers in the player's language", () => {
  it('a German player sees the expired page in German', async () => {
    speak('de');
    openLink({ body: { type: 'failed', data: 'expired' } });
    expect(await screen.findByRole('heading', { name: de['gate.expired.title'] })).toBeTruthy();
    expect(screen.getByText(de['gate.expired.body']!)).toBeTruthy();
  });

  it('a German player sees a link opened before its date in German', async () => {
    speak('de');
    openLink({ body: { type: 'failed', data: 'notStarted', startsOn: '2026-12-01' } });
    expect(await screen.findByRole('heading', { name: /1\. Dezember 2026/ })).toBeTruthy();
    expect(screen.getByText(de['notStarted.body']!)).toBeTruthy();
  });

  it('a German player told to slow down reads it in German and may try again', async () => {
    speak('de');
    const refusal = {
      type: 'failed',
      data: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    };
    openLink({ status: 429, body: refusal });
    expect(await screen.findByText(de['error.rate_limited']!)).toBeTruthy();
    expect(screen.queryByText(refusal.data)).toBeNull();
    expect(screen.getByRole('button', { name: de['common.tryAgain'] })).toBeTruthy();
  });

  it('an expired refusal (410) is the German expired page too', async () => {
    speak('de');
    openLink({
      status: 410,
      body: { type: 'failed', data: 'This exercise link has expired.', code: 'expired' },
    });
    expect(await screen.findByRole('heading', { name: de['gate.expired.title'] })).toBeTruthy();
  });
});

describe('the waiting room', () => {
  it("says the session is not open yet in the player's language, not the server's English", () => {
    speak('de');
    render(<WaitingScreen alias="zoe" team="Athena" onChange={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain(de['gate.waiting.notOpen']);
    expect(screen.queryByText(/not open to players yet/)).toBeNull();
  });
});

describe('errorText', () => {
  it("words a finished player's and a timed-out answer's refusal in German", () => {
    speak('de');
    const finished = new ApiError('zoe has finished the exercise', 409, 'player_finished');
    expect(errorText(finished)).toBe(de['error.player_finished']);
    expect(errorText(new ApiError('The time ran out.', 409, 'time_ran_out'))).toBe(
      de['error.time_ran_out'],
    );
  });

  it("keeps the server's message for a staff-only code and says an unanswered call plainly", () => {
    speak('de');
    expect(errorText(new ApiError('Publishing refused.', 400, 'publish_refused'))).toBe(
      'Publishing refused.',
    );
    expect(errorText(new ApiError('Failed to fetch', 0))).toBe(de['error.network']);
  });

  it("shows an English reader the server's own wording, and the catalogue's when it sent none", () => {
    speak('en');
    expect(
      errorText(new ApiError('Your current password is not correct.', 403, 'wrong_password')),
    ).toBe('Your current password is not correct.');
    expect(errorText(new ApiError('', 429, 'rate_limited'))).toBe(
      CATALOGUES.en['error.rate_limited'],
    );
  });
});
