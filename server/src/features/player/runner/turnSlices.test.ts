import { describe, expect, it } from 'vitest';
import { nextTurn } from '../../../testing/runnerFakes';
import { TurnSlices } from './turnSlices';

describe('TurnSlices', () => {
  it('runs nothing in the asking turn, then up to its size per turn, in the order asked', async () => {
    const slices = new TurnSlices(10);
    const ran: string[] = [];
    const done = ['a', 'b', 'c'].map((name) => slices.run(6, () => ran.push(name)));
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual(['a']);
    await nextTurn();
    expect(ran).toEqual(['a', 'b']);
    await Promise.all(done);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs small slices together within one turn, and a slice bigger than a turn alone', async () => {
    const slices = new TurnSlices(10);
    const ran: number[] = [];
    const sizes = [3, 3, 3, 30, 1];
    const done = sizes.map((size) => slices.run(size, () => ran.push(size)));
    await nextTurn();
    expect(ran).toEqual([3, 3, 3]);
    await nextTurn();
    expect(ran).toEqual([3, 3, 3, 30]);
    await Promise.all(done);
    expect(ran).toEqual(sizes);
  });

  it('rejects the slice whose work threw, and goes on with the others', async () => {
    const slices = new TurnSlices(10);
    const failing = slices.run(1, () => {
      throw new Error('socket gone');
    });
    const next = slices.run(1, () => undefined);
    await expect(failing).rejects.toThrow('socket gone');
    await expect(next).resolves.toBeUndefined();
  });
});
