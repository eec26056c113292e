/**
 * A polling load of `polling.ts` in a process of its own: at 1,000 requests a second and more
 * the load's client work fills much of an event loop, and the ten calls measured beside it
 * would queue behind it on the client side, so the load is generated here (pacedLoad.ts: an
 * even pace, latency from each request's due moment) and the ten calls keep the bench's own
 * process.
 */
import { pacedLoad, type PacedLoadResult } from './pacedLoad';

export interface PollLoadRun {
  type: 'run';
  url: string;
  path: string;
  /** One JSON body per player, sent in turn. */
  bodies: string[];
  rate: number;
  seconds: number;
  connections: number;
}

export type PollLoadResult = PacedLoadResult;

process.on('message', (message: PollLoadRun) => {
  if (message.type !== 'run') return;
  let next = 0;
  void pacedLoad({
    url: message.url,
    rate: message.rate,
    seconds: message.seconds,
    connections: message.connections,
    next: () => ({
      method: 'POST',
      path: message.path,
      body: message.bodies[next++ % message.bodies.length],
    }),
  }).then((result) => process.send?.({ type: 'result', result }));
});
