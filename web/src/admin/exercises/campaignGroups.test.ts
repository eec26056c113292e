import { describe, expect, it } from 'vitest';
import type { CampaignPlayer, PlayerStatus } from '@dojo/protocol';
import { groupPlayers } from './campaignGroups';

const player = (name: string, status: PlayerStatus): CampaignPlayer => ({
  player: name,
  code: name,
  expireAt: '2026-12-01T00:00:00.000Z',
  completed: status === 'completed',
  expired: status === 'expired',
  status,
});

describe('groupPlayers', () => {
  it('puts each player under their one status, in the status order, Removed only when used', () => {
    const groups = groupPlayers([
      player('ann', 'completed'),
      player('ben', 'playing'),
      player('cat', 'expired'),
      player('dan', 'completed'),
      player('eve', 'opened'),
    ]);
    expect(groups.map((group) => [group.label, group.players.map((row) => row.player)])).toEqual([
      ['Invited', []],
      ['Opened', ['eve']],
      ['Playing', ['ben']],
      ['Completed', ['ann', 'dan']],
      ['Expired', ['cat']],
    ]);
  });
});
