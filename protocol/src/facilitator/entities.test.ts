import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import { SUBJECT_MAX } from './entities';
import { playersChanged } from './events';
import { changePlayerTeam, pushFacilitatorEvent, sendFacilitatorEvents } from './rest';

const email = {
  token: 't',
  type: 'Email',
  content: '<p>Call me</p>',
  name: 'Ann Lee',
  role: 'CEO',
  org: 'Acme',
  address: 'ann@acme.test',
  subject: 'Urgent',
  recipient: 'player1',
  media: '',
  pdf: '',
};
const send = sendFacilitatorEvents.request;

describe('sendFacilitatorEvents', () => {
  it('accepts an e-mail with content and subject, and a bare alert', () => {
    expect(messagesFor(send, email)).toEqual([]);
    expect(messagesFor(send, { token: 't', type: 'Alert', recipient: 'all' })).toEqual([]);
  });

  it('rejects no recipient with "Please select who should receive the event."', () => {
    expect(messagesFor(send, { ...email, recipient: '' })).toEqual([
      'Please select who should receive the event.',
    ]);
  });

  it('rejects an e-mail without organisation with "Please select an Organisation."', () => {
    expect(messagesFor(send, { ...email, org: '' })).toEqual(['Please select an Organisation.']);
  });

  it('rejects an e-mail without persona with "Please select a Persona."', () => {
    expect(messagesFor(send, { ...email, name: '' })).toEqual(['Please select a Persona.']);
  });

  it('rejects an e-mail without subject with "Emails are required to have content and a subject."', () => {
    expect(messagesFor(send, { ...email, subject: '' })).toEqual([
      'Emails are required to have content and a subject.',
    ]);
  });

  it('rejects an empty social post with "Socials are required to have a content."', () => {
    expect(messagesFor(send, { ...email, type: 'Social', content: ' ' })).toEqual([
      'Socials are required to have a content.',
    ]);
  });
});

describe('pushFacilitatorEvent', () => {
  it('accepts a Time to Push option sent as text', () => {
    expect(pushFacilitatorEvent.request.parse({ token: 't', time: '20' }).time).toBe(20);
  });

  it('rejects a time that is not an option', () => {
    expect(pushFacilitatorEvent.request.safeParse({ token: 't', time: 17 }).success).toBe(false);
  });
});

describe('changePlayerTeam', () => {
  const move = changePlayerTeam.request;

  it('asks for a player and a team with the console messages', () => {
    expect(messagesFor(move, { token: 't', player: ' ', team: 'Athena' })).toEqual([
      'Please select a player.',
    ]);
    expect(messagesFor(move, { token: 't', player: 'ana', team: '' })).toEqual([
      'Please select a team.',
    ]);
    expect(messagesFor(move, { token: 't', player: 'ana', team: 'Athena' })).toEqual([]);
  });
});

describe('bounds', () => {
  it('refuses an ad-hoc subject over 300 characters', () => {
    expect(messagesFor(send, { ...email, subject: 'x'.repeat(SUBJECT_MAX + 1) })).toEqual([
      'The subject is too long.',
    ]);
  });
});

describe('facilitator.playersChanged', () => {
  it('carries what the players did and how many times, nothing else', () => {
    const push = { scope: 'facilitator:e1', seq: 1, serverTime: 5 };
    const parse = (data: unknown) => playersChanged.data.safeParse({ ...push, data }).success;
    expect(parse({ cause: 'answered', count: 2 })).toBe(true);
    expect(parse({ cause: 'clicked', count: 1 })).toBe(false);
    expect(parse({ cause: 'read', count: 0 })).toBe(false);
  });
});
