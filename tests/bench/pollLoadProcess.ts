/**
 * The polling load of `polling.ts` in a process of its own. At 1,000 requests a second
 * autocannon fills one event loop; the ten calls measured beside that load ran in the same
 * loop and queued behind it on the client side (their p99 rose with the order they were
 * started in), so the load is generated here and the ten calls keep the bench's own process.
 */
import autocannon from 'autocannon';

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

/** What the bench reads of autocannon's result. */
export interface PollLoadResult {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

process.on('message', (message: PollLoadRun) => {
  if (message.type !== 'run') return;
  let next = 0;
  void autocannon({
    url: message.url,
    connections: message.connections,
    overallRate: message.rate,
    duration: message.seconds,
    requests: [
      {
        method: 'POST',
        path: message.path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: message.bodies[next++ % message.bodies.length],
        }),
      },
    ],
  }).then((result) => {
    const { requests, duration, latency, non2xx, errors, timeouts } = result;
    const summary: PollLoadResult = {
      requests: { total: requests.total },
      duration,
      latency: { p50: latency.p50, p99: latency.p99, max: latency.max },
      non2xx,
      errors,
      timeouts,
    };
    process.send?.({ type: 'result', result: summary });
  });
});
