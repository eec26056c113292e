import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, identifierTaken, maxPlayers, type Level } from '@dojo/protocol';
import { makeFakeServer, makePortalScenario } from '../../testing';
import { OrderForm } from './OrderForm';
import type { OrderFormData } from './useOrderContext';

const DATA: OrderFormData = {
  privacy: false,
  identifiers: ['q1 drill'],
  trainers: [],
  credit: 40,
};

function showOrderForm(options: { level?: Level; data?: Partial<OrderFormData> } = {}) {
  const onOrdered = vi.fn(async () => undefined);
  render(
    <OrderForm
      scenario={makePortalScenario({ teams: true })}
      token="jwt-1"
      user="acmecorp"
      level={options.level ?? 2}
      data={{ ...DATA, ...options.data }}
      onOrdered={onOrdered}
    />,
  );
  return { user: userEvent.setup({ delay: null }), onOrdered };
}

const submit = () => screen.getByRole('button', { name: 'Submit Order' });
const refusal = async () => (await screen.findByRole('alert')).textContent;

describe('OrderForm', () => {
  it('refuses a player past the white belt maximum with "Maximum allowed number of players reached"', async () => {
    const { user } = showOrderForm({ level: 0 });
    const add = screen.getByRole('button', { name: 'Add Player' });
    for (let rows = 1; rows < maxPlayers(0); rows += 1) await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /Player \d+ email/ })).toHaveLength(
      maxPlayers(0),
    );
    await user.click(add);
    expect(await refusal()).toContain(ORDER_MESSAGES.tooManyPlayers);
    expect(screen.getAllByRole('textbox', { name: /Player \d+ email/ })).toHaveLength(
      maxPlayers(0),
    );
  });

  it('refuses teams at white belt and sends nothing', async () => {
    const calls = makeFakeServer({});
    const { user } = showOrderForm({ level: 0 });
    await user.click(screen.getByRole('button', { name: 'Enable Teams' }));
    expect(await refusal()).toContain(ORDER_MESSAGES.teamsNeedLevel);
    expect(calls).toHaveLength(0);
  });

  it('refuses an identifier the client already used, whatever its case, before calling', async () => {
    const calls = makeFakeServer({});
    const { user } = showOrderForm();
    await user.type(screen.getByLabelText('Identifier'), ' Q1 Drill ');
    await user.type(screen.getByLabelText('Player 1 email'), 'ana@acme.example');
    await user.click(submit());
    expect(await refusal()).toContain(identifierTaken(' Q1 Drill '));
    expect(calls).toHaveLength(0);
  });

  it('orders for the players typed, shows each link and re-reads the credits', async () => {
    const calls = makeFakeServer({
      '/api/createOrder': {
        body: {
          type: 'success',
          data: 'Your order has been placed.',
          exerciseId: 'ex-1',
          identifier: 'Q3 drill',
          credits: 2,
          players: [
            { user: 'ana@acme.example', team: null, token: 'tok-ana' },
            { user: 'ben@acme.example', team: null, token: 'tok-ben' },
          ],
        },
      },
    });
    const { user, onOrdered } = showOrderForm();
    await user.type(screen.getByLabelText('Identifier'), 'Q3 drill');
    await user.type(screen.getByLabelText('Player 1 email'), 'ana@acme.example');
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.type(screen.getByLabelText('Player 2 email'), 'ben@acme.example');
    await user.click(submit());

    const success = await screen.findByText('Your order has been placed.');
    expect(success).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /\/exercise\// });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/exercise/tok-ana',
      '/exercise/tok-ben',
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      token: 'jwt-1',
      username: 'acmecorp',
      identifier: 'Q3 drill',
      players: [{ email: 'ana@acme.example' }, { email: 'ben@acme.example' }],
    });
    expect(onOrdered).toHaveBeenCalledTimes(1);
    // The form starts afresh for the next order.
    expect(screen.getByLabelText<HTMLInputElement>('Identifier').value).toBe('');
  });

  it("sends each player's time setting, and a removed row takes its setting with it", async () => {
    const calls = makeFakeServer({
      '/api/createOrder': {
        body: {
          type: 'success',
          data: 'Your order has been placed.',
          exerciseId: 'ex-2',
          identifier: 'Extra time drill',
          credits: 2,
          players: [],
        },
      },
    });
    const { user } = showOrderForm();
    await user.type(screen.getByLabelText('Identifier'), 'Extra time drill');
    await user.type(screen.getByLabelText('Player 1 email'), 'ana@acme.example');
    await user.selectOptions(screen.getByLabelText('Player 1 time'), 'Double time');
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.type(screen.getByLabelText('Player 2 email'), 'ben@acme.example');
    await user.selectOptions(screen.getByLabelText('Player 2 time'), '1.5× time');
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.type(screen.getByLabelText('Player 3 email'), 'cy@acme.example');
    await user.click(screen.getByRole('button', { name: 'Remove player 1' }));
    expect(screen.getByLabelText<HTMLSelectElement>('Player 1 time').value).toBe('x1.5');
    await user.click(submit());
    await screen.findByText('Your order has been placed.');
    expect(calls[0]?.body).toMatchObject({
      players: [{ email: 'ben@acme.example', timeSetting: 'x1.5' }, { email: 'cy@acme.example' }],
    });
    const [, cy] = (calls[0]?.body as { players: object[] }).players;
    expect(cy).not.toHaveProperty('timeSetting');
  });
});
