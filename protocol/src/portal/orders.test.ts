import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import { maxPlayers } from './constants';
import { createOrder, sendReminder } from './rest';

const portalOrder = {
  token: 't',
  scenario: 'Ransomware',
  username: 'acme',
  identifier: 'Q1 drill',
  date: '2026-3-14',
  private: false,
  players: [{ email: 'ann@acme.test', team: 0 }],
};
const campaign = {
  token: 't',
  branding: 'acme',
  players: [{ email: 'ann@acme.test', team: -1 }],
  scenario: 'Ransomware',
  username: 'acme',
  identifier: 'Q1 drill',
  date: '2026-03-14',
};
const order = createOrder.request;

describe('createOrder', () => {
  it('accepts the portal order payload', () => {
    expect(messagesFor(order, portalOrder)).toEqual([]);
  });

  it('accepts the admin campaign payload on the same path', () => {
    expect(messagesFor(order, campaign)).toEqual([]);
  });

  it('accepts a privacy-mode order with a participant count instead of players', () => {
    const { players: _players, ...rest } = portalOrder;
    expect(order.parse({ ...rest, private: true, count: '12' }).count).toBe(12);
  });

  it('rejects "bob" with "bob is not a valid email address."', () => {
    const players = [{ email: 'bob' }];
    expect(messagesFor(order, { ...portalOrder, players })).toEqual([
      'bob is not a valid email address.',
    ]);
  });

  it('rejects a repeated address with "{email} is a duplicate email address."', () => {
    const players = [{ email: 'ann@acme.test' }, { email: 'Ann@acme.test' }];
    expect(messagesFor(order, { ...portalOrder, players })).toEqual([
      'Ann@acme.test is a duplicate email address.',
    ]);
  });

  it('ignores blank player rows and gives a player without a team team -1', () => {
    const players = [{ email: ' ' }, { email: 'ann@acme.test' }];
    expect(order.parse({ ...portalOrder, players }).players).toEqual([
      { email: 'ann@acme.test', team: -1 },
    ]);
  });

  it('rejects a portal order without identifier with "Fill in the identifier field"', () => {
    expect(messagesFor(order, { ...portalOrder, identifier: ' ' })).toEqual([
      'Fill in the identifier field',
    ]);
  });

  it('rejects a campaign without identifier with "Fill in the identifier field."', () => {
    expect(messagesFor(order, { ...campaign, identifier: '' })).toEqual([
      'Fill in the identifier field.',
    ]);
  });

  it('rejects a private order without a count with "Please select how many participants."', () => {
    expect(messagesFor(order, { ...portalOrder, private: true })).toEqual([
      'Please select how many participants.',
    ]);
  });

  it('rejects 51 participants with "Please select how many participants."', () => {
    expect(messagesFor(order, { ...portalOrder, private: true, count: 51 })).toEqual([
      'Please select how many participants.',
    ]);
  });

  it('rejects a campaign without scenario with "A scenario needs to be selected"', () => {
    expect(messagesFor(order, { ...campaign, scenario: '' })).toEqual([
      'A scenario needs to be selected',
    ]);
  });

  it('rejects a missing date with "Select a date"', () => {
    expect(messagesFor(order, { ...campaign, date: '' })).toEqual(['Select a date']);
    expect(messagesFor(order, { ...campaign, date: '2026-4-31' })).toEqual(['Select a date']);
  });

  it('allows 29 February in every year, as the date pickers do', () => {
    expect(messagesFor(order, { ...campaign, date: '2027-2-29' })).toEqual([]);
  });
});

describe('sendReminder', () => {
  const reminder = { exerciseName: 'Q1 drill', code: 'abc', email: 'ann@acme.test', token: 't' };

  it('accepts the portal and the admin payloads', () => {
    expect(messagesFor(sendReminder.request, { ...reminder, admin: false })).toEqual([]);
    expect(messagesFor(sendReminder.request, { ...reminder, admin: true, scenario: 'R' })).toEqual(
      [],
    );
  });

  it('rejects an address without @ with "Ensure that the provided email address is valid."', () => {
    expect(messagesFor(sendReminder.request, { ...reminder, email: 'ann' })).toEqual([
      'Ensure that the provided email address is valid.',
    ]);
  });
});

describe('maxPlayers', () => {
  it('caps an order at 7 x (level + 1) players', () => {
    expect([0, 1, 2].map(maxPlayers)).toEqual([7, 14, 21]);
  });
});
