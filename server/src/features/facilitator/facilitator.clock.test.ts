import { describe, expect, it } from 'vitest';
import { gameTime } from '@dojo/scheduler';
import { START, type ConsoleRig, eachConsoleRig } from '../../testing/facilitatorConsole';

const MINUTE = 60_000;
let rig: ConsoleRig;
eachConsoleRig((built) => (rig = built));

const clock = async () => (await rig.repos.exercises.findById(rig.principal.exerciseId))!.clock!;
const elapsed = async () => gameTime(await clock(), rig.now());
const status = () => rig.console.status(rig.principal);

describe('the facilitated clock', () => {
  it('starts closed and not started', async () => {
    expect(await status()).toMatchObject({ paused: '', open: false, serverTime: START });
  });

  it('refuses Start/Resume before the exercise is open', async () => {
    await expect(rig.console.continue(rig.principal)).rejects.toThrow(
      'Open the exercise to players before you start it.',
    );
    expect((await clock()).startedAt).toBeNull();
  });

  it('refuses Pause and Push Time before the start', async () => {
    await rig.console.open(rig.principal);
    await expect(rig.console.pause(rig.principal)).rejects.toThrow('The exercise is not started.');
    await expect(rig.console.push(rig.principal, 5)).rejects.toThrow(
      'Time can only be pushed while the exercise is running.',
    );
  });

  it('goes not open -> open -> started -> paused -> resumed -> pushed', async () => {
    expect(await rig.console.open(rig.principal)).toBe(true);
    expect(await status()).toMatchObject({ open: true, paused: '' });

    expect(await rig.console.continue(rig.principal)).toBe('false');
    expect(await status()).toMatchObject({ paused: 'false' });
    rig.advance(10 * MINUTE);
    expect(await elapsed()).toBe(10 * MINUTE);

    expect(await rig.console.pause(rig.principal)).toBe('true');
    rig.advance(5 * MINUTE);
    expect(await status()).toMatchObject({ paused: 'true' });
    expect(await elapsed()).toBe(10 * MINUTE);
    await expect(rig.console.push(rig.principal, 5)).rejects.toThrow(
      'Time can only be pushed while the exercise is running.',
    );

    expect(await rig.console.continue(rig.principal)).toBe('false');
    rig.advance(MINUTE);
    expect(await elapsed()).toBe(11 * MINUTE);

    expect(await rig.console.push(rig.principal, 5)).toEqual({
      type: 'success',
      data: 'Time pushed forward by 5 minutes.',
    });
    expect(await elapsed()).toBe(16 * MINUTE);

    expect(rig.pushes.map((push) => [push.change, push.paused])).toEqual([
      ['opened', ''],
      ['started', 'false'],
      ['paused', 'true'],
      ['resumed', 'false'],
      ['pushed', 'false'],
    ]);
    expect(new Set(rig.pushes.map((push) => push.scope))).toEqual(
      new Set([`facilitator:${rig.principal.exerciseId}`]),
    );
    expect(rig.told).toHaveLength(5);
  });

  it('applies two Start presses at once only once', async () => {
    await rig.console.open(rig.principal);
    await Promise.all([rig.console.continue(rig.principal), rig.console.continue(rig.principal)]);
    expect(rig.pushes.filter((push) => push.change === 'started')).toHaveLength(1);
    expect((await clock()).startedAt).toBe(START);
  });

  it('answers Open again without telling anyone twice', async () => {
    await rig.console.open(rig.principal);
    await rig.console.open(rig.principal);
    expect(rig.pushes).toHaveLength(1);
  });

  it('shows a player who entered, with their position on the shared clock', async () => {
    const exercise = (await rig.repos.exercises.findById(rig.principal.exerciseId))!;
    await rig.repos.players.createFacilitatedPlayer(exercise, 'Neo', 'Athena');
    await rig.console.open(rig.principal);
    await rig.console.continue(rig.principal);
    rig.advance(MINUTE);
    const { currentPositions } = await status();
    expect(currentPositions).toHaveLength(1);
    const [position] = currentPositions;
    expect(position?.players.map((player) => player.user)).toEqual(['neo']);
    const events = position?.players[0]?.events ?? [];
    expect(events.filter((event) => event.visible).length).toBeGreaterThan(0);
    for (const event of events) expect(event.displayAt).toBeGreaterThanOrEqual(START);
  });
});
