import { io as connect } from 'socket.io-client';
import { PROTOCOL_VERSION, type ScenarioEvent } from '@dojo/protocol';
import type { PlayerWorld } from './playerWorld';

/** A connected player socket that records every mail.changed push. */
export async function openSocket(world: PlayerWorld, token: string) {
  const socket = connect(world.server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  world.sockets.push(socket);
  const pushes: MailPush[] = [];
  socket.on('mail.changed', (push: MailPush) => pushes.push(push));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const waitFor = (test: (push: MailPush) => boolean, what = 'a push') =>
    new Promise<MailPush>((resolve, reject) => {
      const found = pushes.find(test);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no ${what} arrived`)), 5_000);
      const listener = (push: MailPush) => {
        if (!test(push)) return;
        clearTimeout(timer);
        socket.off('mail.changed', listener);
        resolve(push);
      };
      socket.on('mail.changed', listener);
    });
  return { socket, pushes, waitFor };
}

/** Joins the facilitated exercise 'live' by its shared link, with its socket open. */
export async function joinLive(world: PlayerWorld, alias: string, team: string) {
  const { body } = await world.server.post('/api/joinFacilitated', {
    token: world.joinToken,
    alias,
    team,
  });
  const { token } = body as { token: string };
  return { token, ...(await openSocket(world, token)) };
}

export interface MailPush {
  scope: string;
  seq: number;
  serverTime: number;
  data: {
    events: ScenarioEvent[];
    finished: boolean;
    team: string | number;
    full: boolean;
    timeSetting?: string;
  };
}
