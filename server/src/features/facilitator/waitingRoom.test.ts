import { describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import { type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';
import { until } from '../../testing/until';
import { WAITING_GRACE_MS } from '../player/waitingPresence';

/** docs/facilitator.md, "Waiting room": joins before Open wait, are listed live, and are told. */
let world: PlayerWorld;
eachPlayerWorld((started) => (world = started));

const FACILITATOR = 'facilitate-closed';
const join = (alias: string, team: string) =>
  world.server.post('/api/joinFacilitated', { token: 'join-closed', alias, team });
const status = async () =>
  (await world.server.post('/api/getFacilitatorEvents', { token: FACILITATOR })).body as {
    open: boolean;
    waiting: { player: string; team: string; since: number }[];
    neverCameIn: { player: string; team: string; since: number; leftAt: number }[];
  };

async function socketWith(token: string, event: string) {
  const socket: Socket = connect(world.server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  world.sockets.push(socket);
  const received: unknown[] = [];
  socket.on(event, (push: unknown) => received.push(push));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const next = (what: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} arrived`)), 5_000);
      socket.once(event, (push: unknown) => {
        clearTimeout(timer);
        resolve(push);
      });
    });
  return { socket, received, next };
}

describe('the waiting room of a facilitated session', () => {
  it('answers a join before Open with the waiting room, once per alias', async () => {
    const first = await join(' Ann ', 'Athena');
    expect(first).toMatchObject({ status: 200, body: { type: 'waiting' } });
    const again = await join('ann', 'Hades');
    expect((again.body as { waitToken: string }).waitToken).toBe(
      (first.body as { waitToken: string }).waitToken,
    );
    const { waiting, open } = await status();
    expect(open).toBe(false);
    expect(waiting).toEqual([{ player: 'ann', team: 'Hades', since: expect.any(Number) }]);
  });

  it('tells the console at once when someone starts waiting', async () => {
    const console = await socketWith(FACILITATOR, 'facilitator.playersChanged');
    const pushed = console.next('a playersChanged push');
    await join('ann', 'Athena');
    world.clock.advance(200); // the console's pushes are folded over 200 ms
    expect(await pushed).toMatchObject({ data: { cause: 'waiting' } });
  });

  it('tells the waiting player when the facilitator opens, lets them in and empties the room', async () => {
    const { body } = await join('ann', 'Athena');
    const player = await socketWith((body as { waitToken: string }).waitToken, 'exercise.opened');
    const opened = player.next('exercise.opened');
    expect((await world.server.post('/api/openExercise', { token: FACILITATOR })).status).toBe(200);
    expect(await opened).toMatchObject({ data: { opened: true } });
    expect((await status()).waiting).toEqual([]);
    expect(await join('ann', 'Athena')).toMatchObject({
      status: 200,
      body: { type: 'success', user: 'ann', team: 'Athena' },
    });
  });

  it('refuses a waiting socket whose wait is over', async () => {
    await expect(socketWith('wait.nobodywaitshere0000', 'exercise.opened')).rejects.toThrow(
      'You are no longer waiting for this session. Please join again.',
    );
  });

  /** Closes a waiting page and waits until the server has armed the reload grace for it. */
  async function closePage(socket: Socket) {
    const armed = world.clock.armed;
    socket.disconnect();
    await until(() => world.clock.armed > armed);
    expect(world.clock.armed).toBeGreaterThan(armed);
  }

  /** Re-reads the status until `holds` (the server's writes after a push are asynchronous). */
  async function statusWhen(holds: (read: Awaited<ReturnType<typeof status>>) => boolean) {
    let read = await status();
    for (let tries = 0; tries < 100 && !holds(read); tries += 1) read = await status();
    return read;
  }

  async function waitingPage(alias: string) {
    const { body } = await join(alias, 'Athena');
    return socketWith((body as { waitToken: string }).waitToken, 'exercise.opened');
  }

  it('drops a player whose page closed from the waiting room after the grace, live', async () => {
    const page = await waitingPage('ann');
    const console = await socketWith(FACILITATOR, 'facilitator.playersChanged');
    world.clock.advance(200);
    await closePage(page.socket);
    world.clock.advance(WAITING_GRACE_MS - 1);
    expect((await status()).waiting.map((entry) => entry.player)).toEqual(['ann']);
    const pushed = console.next('a playersChanged push');
    world.clock.advance(1);
    await until(() => world.clock.armed > 0);
    world.clock.advance(200);
    expect(await pushed).toMatchObject({ data: { cause: 'waiting' } });
    const after = await status();
    expect(after.waiting).toEqual([]);
    expect(after.neverCameIn).toEqual([
      { player: 'ann', team: 'Athena', since: expect.any(Number), leftAt: world.clock.now() - 200 },
    ]);
  });

  it('keeps a player who reloads within the grace waiting', async () => {
    const first = await waitingPage('ann');
    const { body } = await join('ann', 'Athena');
    await closePage(first.socket);
    await socketWith((body as { waitToken: string }).waitToken, 'exercise.opened');
    world.clock.advance(WAITING_GRACE_MS * 2);
    const after = await status();
    expect(after.waiting.map((entry) => entry.player)).toEqual(['ann']);
    expect(after.neverCameIn).toEqual([]);
  });

  it('lists who left as never come in after Open, until they join; a page back is waiting again', async () => {
    const left = await waitingPage('ann');
    await waitingPage('bob');
    await closePage(left.socket);
    world.clock.advance(WAITING_GRACE_MS);
    await statusWhen((read) => read.neverCameIn.length === 1);
    const { body } = await join('ann', 'Athena');
    const back = await socketWith((body as { waitToken: string }).waitToken, 'exercise.opened');
    const again = await statusWhen((read) => read.waiting.length === 2);
    expect(again.waiting.map((entry) => entry.player)).toEqual(['ann', 'bob']);
    await closePage(back.socket);
    world.clock.advance(WAITING_GRACE_MS);
    expect((await statusWhen((read) => read.neverCameIn.length === 1)).waiting).toHaveLength(1);
    expect((await world.server.post('/api/openExercise', { token: FACILITATOR })).status).toBe(200);
    const opened = await status();
    expect(opened.waiting).toEqual([]);
    expect(opened.neverCameIn.map((entry) => entry.player)).toEqual(['ann']);
    await join('ann', 'Athena');
    expect((await status()).neverCameIn).toEqual([]);
  });
});
