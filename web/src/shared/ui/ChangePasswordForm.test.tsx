import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_CHANGE } from '@dojo/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm, type PasswordChange } from './ChangePasswordForm';

function showForm(onChange: (change: PasswordChange) => Promise<string>) {
  render(<ChangePasswordForm onChange={onChange} />);
  return userEvent.setup({ delay: null });
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

/** Types the three passwords and presses the button. */
async function send(user: ReturnType<typeof userEvent.setup>, repeated: string) {
  await user.type(field(/Current password/), 'old-secret');
  await user.type(field(/^New password/), 'new-secret-1');
  await user.type(field(/Repeat the new password/), repeated);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordForm', () => {
  it('focuses the first field in error and sends nothing', async () => {
    const onChange = vi.fn(async () => 'Changed');
    const user = showForm(onChange);
    await send(user, 'new-secret-2');
    expect(screen.getByText(PASSWORD_CHANGE.mismatch)).toBeTruthy();
    expect(document.activeElement).toBe(field(/Repeat the new password/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends both passwords, shows the answer and empties the fields', async () => {
    const onChange = vi.fn(async () => 'Your password was changed.');
    const user = showForm(onChange);
    await send(user, 'new-secret-1');
    expect(await screen.findByText('Your password was changed.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect(field(/Current password/).value).toBe('');
  });

  it('shows a refusal and keeps what was typed', async () => {
    const user = showForm(async () => {
      throw new Error('The current password is wrong.');
    });
    await send(user, 'new-secret-1');
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(field(/Current password/).value).toBe('old-secret');
  });
});
