import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import { PlayerAlias, aliasForm } from './entities';
import { getMailFacilitated, loginToken, setResponse } from './rest';

describe('the alias form', () => {
  const form = aliasForm(['Athena', 'Hades']);

  it('rejects "ann@acme.test" with "The alias cannot be an email address."', () => {
    expect(messagesFor(form, { alias: 'ann@acme.test', team: 'Athena' })).toEqual([
      'The alias cannot be an email address.',
    ]);
  });

  it('rejects "an" with "The alias needs to be at least 3 characters long."', () => {
    expect(messagesFor(form, { alias: 'an', team: 'Athena' })).toEqual([
      'The alias needs to be at least 3 characters long.',
    ]);
  });

  it('rejects a team outside the list with "Please select a team."', () => {
    expect(messagesFor(form, { alias: 'ann', team: 'Zeus' })).toEqual(['Please select a team.']);
  });

  it('lowercases the alias', () => {
    expect(PlayerAlias.parse(' Ann ')).toBe('ann');
  });

  it('applies to the facilitated inbox call', () => {
    const body = { token: 't', player: 'ann@x', team: '' };
    expect(messagesFor(getMailFacilitated.request, body)).toEqual([
      'The alias cannot be an email address.',
      'Please select a team.',
    ]);
  });
});

describe('setResponse', () => {
  const body = { user: 'ann', id: '3', next: '4', scenario: 'R', token: 't' };

  it('rejects an empty selection with "Please select at least one option"', () => {
    expect(messagesFor(setResponse.request, { ...body, response: [] })).toEqual([
      'Please select at least one option',
    ]);
  });

  it('accepts an option, a checkbox set and a form answer', () => {
    for (const response of ['Refuse', ['a', 'b'], { impact: 'Low', systems: ['mail'] }]) {
      expect(messagesFor(setResponse.request, { ...body, response })).toEqual([]);
    }
  });
});

describe('loginToken', () => {
  it('answers an expired link with data "expired"', () => {
    const answer = loginToken.response.parse({ type: 'failed', data: 'expired' });
    expect(answer).toEqual({ type: 'failed', data: 'expired' });
  });
});
