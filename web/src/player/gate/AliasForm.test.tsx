import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AliasForm } from './AliasForm';

function showForm(languages?: ('en' | 'fr' | 'es')[]) {
  const onChosen = vi.fn();
  render(
    <AliasForm
      teams={['Athena']}
      initialAlias=""
      initialTeam=""
      {...(languages ? { languages } : {})}
      onChosen={onChosen}
    />,
  );
  return onChosen;
}

describe('AliasForm', () => {
  it('joins in the scenario language the player picks', async () => {
    const onChosen = showForm(['en', 'fr', 'es']);
    await userEvent.type(screen.getByLabelText('Alias'), 'zoe');
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Athena');
    await userEvent.selectOptions(screen.getByLabelText('Scenario language'), 'Français');
    await userEvent.click(screen.getByRole('button', { name: 'Join the exercise' }));
    expect(onChosen).toHaveBeenCalledWith('zoe', 'Athena', 'fr');
  });

  it('asks nothing about the language of a scenario in one language', () => {
    showForm(['en']);
    expect(screen.queryByLabelText('Scenario language')).toBeNull();
  });
});
