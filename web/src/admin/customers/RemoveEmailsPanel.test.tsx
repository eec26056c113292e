import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@dojo/protocol';
import { queryClient, queryKeys } from '../../shared/query';
import { useStaffSession } from '../../shared/session';
import { renderWithData } from '../../testing';
import { RemoveEmailsPanel } from './RemoveEmailsPanel';

/** A fetch whose answer to hideEmailAddress waits until the test releases it. */
function holdHideCall() {
  let release: (body: unknown) => void = () => undefined;
  const answered = new Promise<unknown>((resolve) => (release = resolve));
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url);
      const body = url === '/api/hideEmailAddress' ? await answered : [];
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return { paths, release };
}

beforeEach(() => {
  useStaffSession.getState().signIn({ token: 'admin-jwt', user: 'admin', role: 'admin' }, 0);
});
afterEach(() => {
  useStaffSession.getState().signOut();
  vi.unstubAllGlobals();
});

describe('RemoveEmailsPanel', () => {
  it('shows "Cleaning up all the emails." while Remove runs, then the server\'s answer', async () => {
    const { paths, release } = holdHideCall();
    // A read of another admin page, cached before: it holds addresses.
    const outbox = queryKeys.admin.mailLog('admin-jwt');
    queryClient.setQueryData(outbox, { entries: [{ to: 'zoe@forget.example' }] });
    renderWithData(<RemoveEmailsPanel />);
    const panel = screen.getByRole('group', { name: 'Remove Emails' });
    await userEvent
      .setup({ delay: null })
      .click(within(panel).getByRole('button', { name: 'Remove' }));

    const running = await within(panel).findByRole('status');
    expect(running.textContent).toBe(ADMIN_MESSAGES.emailsHiding);
    expect(running.className).toContain('status-warning');
    expect(paths).toContain('/api/hideEmailAddress');

    release({ type: 'success', data: 'Every stored e-mail address is hidden.' });
    await within(panel).findByText('Every stored e-mail address is hidden.');
    expect(within(panel).queryByText(ADMIN_MESSAGES.emailsHiding)).toBeNull();
    // The browser's copy goes too (docs/security.md, "Erasure").
    await waitFor(() => expect(queryClient.getQueryData(outbox)).toBeUndefined());
  });
});
