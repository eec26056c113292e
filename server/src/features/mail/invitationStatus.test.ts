import { describe, expect, it } from 'vitest';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import { invitationsView } from './invitationStatus';
import type { MailMessageDoc, MessageState } from './messages.repo';

const exercise = {
  _id: 'x1',
  identifier: 'Q1',
  date: '2026-11-23',
  private: false,
  facilitated: false,
} as ExerciseDoc;

function player(index: number): PlayerDoc {
  return {
    _id: `p${index}`,
    email: `p${index}@acme.test`,
    user: `p${index}@acme.test`,
    linkToken: `t${index}`,
  } as PlayerDoc;
}

function message(index: number, state: MessageState): MailMessageDoc {
  return {
    _id: `invitation:p${index}`,
    kind: 'invitation',
    playerId: `p${index}`,
    state,
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-23T00:00:00.000Z',
    sentAt: null,
  } as MailMessageDoc;
}

describe('invitationsView', () => {
  it('lists the unconfirmed invitation first among 100 rows, then bounced and failed, with each count', () => {
    const states: MessageState[] = Array.from({ length: 100 }, () => 'sent');
    states[57] = 'unconfirmed';
    states[80] = 'failed';
    states[90] = 'bounced';
    states[99] = 'queued';
    const players = states.map((_, index) => player(index));
    const view = invitationsView(
      exercise,
      players,
      states.map((state, index) => message(index, state)),
    );
    expect(view.invitations.slice(0, 4).map((row) => [row.player, row.status])).toEqual([
      ['p57@acme.test', 'unconfirmed'],
      ['p90@acme.test', 'bounced'],
      ['p80@acme.test', 'failed'],
      ['p99@acme.test', 'queued'],
    ]);
    expect(view).toMatchObject({ total: 100, sent: 96, unconfirmed: 1, bounced: 1, failed: 1 });
  });
});
