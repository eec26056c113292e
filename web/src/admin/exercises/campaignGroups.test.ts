import { describe, expect, it } from 'vitest';
import { groupPlayers } from './campaignGroups';

const player = (name: string, completed: boolean, expired: boolean) => ({
  player: name,
  code: name,
  expireAt: '2026-12-01T00:00:00.000Z',
  completed,
  expired,
});

describe('groupPlayers', () => {
  it('puts each player in Completed, In progress or Expired', () => {
    const groups = groupPlayers([
      player('ann', true, false),
      player('ben', false, false),
      player('cat', false, true),
      player('dan', true, false),
    ]);
    expect(groups.Completed.map((row) => row.player)).toEqual(['ann', 'dan']);
    expect(groups['In progress'].map((row) => row.player)).toEqual(['ben']);
    expect(groups.Expired.map((row) => row.player)).toEqual(['cat']);
  });
});
