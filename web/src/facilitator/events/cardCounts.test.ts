import { describe, expect, it } from 'vitest';
import type { FacilitatorStatus } from '@dojo/protocol';
import { cardCounts } from './cardCounts';

const seen = (id: string) => ({ id, displayAt: 0, visible: true, subject: id });
const hidden = (id: string) => ({ id, displayAt: 9, visible: false, subject: id });

describe('cardCounts', () => {
  it('counts the players who have seen each event and those who answered it', () => {
    const status: FacilitatorStatus = {
      paused: 'false',
      open: true,
      serverTime: 10,
      responded: { '2': ['ana'] },
      currentPositions: [
        {
          subject: '2',
          players: [
            { user: 'ana', events: [seen('1'), seen('2'), hidden('3')] },
            { user: 'ben', events: [seen('1'), seen('2')] },
          ],
        },
        { subject: '1', players: [{ user: 'cid', events: [seen('1'), hidden('2')] }] },
      ],
    };
    const counts = cardCounts(status);
    expect(counts.get('1')).toEqual({ seen: 3, answered: 0 });
    expect(counts.get('2')).toEqual({ seen: 2, answered: 1 });
    expect(counts.get('3')).toBeUndefined();
  });
});
