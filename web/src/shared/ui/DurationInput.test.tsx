import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DURATION_MESSAGES } from '@dojo/protocol';
import { DurationInput, invalidDurations } from './DurationInput';

function Form({ start, onChange }: { start?: number; onChange(seconds?: number): void }) {
  const [seconds, setSeconds] = useState(start);
  return (
    <form aria-label="times">
      <DurationInput
        label="Delay (mm:ss)"
        seconds={seconds}
        onChange={(next) => {
          setSeconds(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </form>
  );
}

const setup = (start?: number) => {
  const onChange = vi.fn();
  render(<Form start={start} onChange={onChange} />);
  return { onChange, user: userEvent.setup({ delay: null }) };
};

describe('DurationInput', () => {
  it('shows stored seconds as mm:ss and hands back seconds typed as minutes and seconds', async () => {
    const { onChange, user } = setup(900);
    const input = screen.getByLabelText('Delay (mm:ss)');
    expect(input).toHaveProperty('value', '15:00');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '1:30');
    expect(onChange).toHaveBeenLastCalledWith(90);
  });

  it('says what is wrong once the author leaves the field, keeps the value before, and marks the form', async () => {
    const { onChange, user } = setup(60);
    const input = screen.getByLabelText('Delay (mm:ss)');
    await user.clear(input);
    await user.type(input, '1:75');
    expect(screen.queryByText(DURATION_MESSAGES.seconds)).toBeNull();
    expect(onChange).not.toHaveBeenCalledWith(135);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText(DURATION_MESSAGES.seconds)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(invalidDurations(screen.getByRole<HTMLFormElement>('form', { name: 'times' }))).toEqual([
      DURATION_MESSAGES.seconds,
    ]);
    await user.clear(input);
    await user.type(input, '2:15');
    expect(onChange).toHaveBeenLastCalledWith(135);
    expect(screen.queryByText(DURATION_MESSAGES.seconds)).toBeNull();
    expect(invalidDurations(screen.getByRole<HTMLFormElement>('form', { name: 'times' }))).toEqual(
      [],
    );
  });
});
