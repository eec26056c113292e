import { describe, expect, it } from 'vitest';
import type { DojoIo } from '../../realtime/types';
import { resyncPlayers } from './resyncPlayers';

/** This process's sockets, as socket.io holds them, by their principal. */
function ioWith(principals: object[]): DojoIo {
  const sockets = new Map(principals.map((principal, i) => [`s${i}`, { data: { principal } }]));
  return { of: () => ({ sockets }) } as unknown as DojoIo;
}

describe('resyncPlayers', () => {
  it('re-projects every exercise whose players have a socket here, once each', () => {
    const reloaded: string[] = [];
    const runner = { exerciseChanged: async (id: string) => void reloaded.push(id) };
    const io = ioWith([
      { kind: 'player', exerciseId: 'ex1', playerId: 'p1' },
      { kind: 'player', exerciseId: 'ex1', playerId: 'p2' },
      { kind: 'staff', user: 'ana', role: 'editor' },
      { kind: 'player', exerciseId: 'ex2', playerId: 'p3' },
    ]);
    resyncPlayers(io, runner);
    expect(reloaded).toEqual(['ex1', 'ex2']);
  });

  it('does nothing before the socket server exists', () => {
    const reloaded: string[] = [];
    resyncPlayers(undefined, { exerciseChanged: async (id) => void reloaded.push(id) });
    expect(reloaded).toEqual([]);
  });
});
