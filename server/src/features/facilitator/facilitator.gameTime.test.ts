import { describe, expect, it } from 'vitest';
import { facilitatorCalls } from '@dojo/protocol';
import {
  START,
  type ConsoleRig,
  eachConsoleRig,
  joinRigPlayer,
} from '../../testing/facilitatorConsole';

/** The game-time rules of a live session (docs/facilitator.md "Game time"). */

const MINUTE = 60_000;
let rig: ConsoleRig;
eachConsoleRig(async (built) => {
  rig = built;
  await joinRigPlayer(rig, 'neo', 'Athena');
  await rig.console.open(rig.principal);
  await rig.console.continue(rig.principal);
});

const alert = (subject: string) =>
  facilitatorCalls.sendFacilitatorEvents.request.parse({
    token: 't',
    type: 'Alert',
    subject,
    content: '<p>Everyone to the bridge.</p>',
    recipient: 'neo',
  });

async function neoPosition() {
  const status = await rig.console.status(rig.principal);
  const group = status.currentPositions.find((g) => g.players.some((p) => p.user === 'neo'));
  return { status, subject: group?.subject, neo: group?.players.find((p) => p.user === 'neo') };
}

describe('ad-hoc events and game time', () => {
  it('carry no wall-clock date: players see the game-clock time they reached them', async () => {
    rig.advance(2 * MINUTE);
    await rig.console.sendEvent(rig.principal, alert('Bridge call'));
    const [sent] = await rig.repos.adHocEvents.listByExercise(rig.principal.exerciseId);
    expect(sent?.event.date).toBeUndefined();
    expect(sent?.sentAt).toBe(2 * MINUTE);
  });

  it("keep the player's place in the scenario and name the ad-hoc event beside it", async () => {
    rig.advance(30_000);
    const before = await neoPosition();
    await rig.console.sendEvent(rig.principal, alert('Bridge call'));
    const after = await neoPosition();
    expect(after.subject).toBe(before.subject);
    expect(after.subject).not.toBe('Bridge call');
    expect(after.neo?.adHoc).toBe('Bridge call');
  });

  it('reach the player at once while paused: the pause holds the scenario, not the facilitator', async () => {
    rig.advance(MINUTE);
    await rig.console.pause(rig.principal);
    rig.advance(5 * MINUTE);
    await rig.console.sendEvent(rig.principal, alert('We resume at 10:15'));
    const { neo, status } = await neoPosition();
    expect(status.paused).toBe('true');
    expect(neo?.events.find((e) => e.subject === 'We resume at 10:15')).toMatchObject({
      visible: true,
    });
    expect(neo?.label).toBe('PAUSED');
  });

  it('list every event with its id, and give the game time and the session start', async () => {
    rig.advance(3 * MINUTE);
    await rig.console.push(rig.principal, 10);
    const { neo, status } = await neoPosition();
    expect(status).toMatchObject({ gameTime: 13 * MINUTE, startedAt: START });
    expect(neo?.events.every((event) => typeof event.id === 'string')).toBe(true);
  });
});
