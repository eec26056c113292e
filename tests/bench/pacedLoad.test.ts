import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './pacedLoad';

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that answers at once and notes when each request arrived. */
async function listening(arrivals: number[]): Promise<string> {
  server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    req.resume();
    req.on('end', () => res.end('{}'));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the paced polling load', () => {
  // The "periodic stall" of issue 36 was autocannon sending each second's requests at once.
  // Not timed: a paced load can only send fewer requests early (on a slow machine), never more.
  it("sends requests as they fall due, not a second's worth at once", async () => {
    const arrivals: number[] = [];
    const url = await listening(arrivals);
    const start = performance.now();
    const result = await pacedLoad({
      url,
      rate: 100,
      seconds: 1,
      connections: 20,
      next: () => ({ method: 'POST', path: '/poll', body: '{"player":"neo"}' }),
    });
    expect(result.requests.total).toBe(100);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    expect(arrivals).toHaveLength(100);
    // Due by 100 ms: requests 0-10 (one every 10 ms from the start).
    expect(arrivals.filter((at) => at - start < 100).length).toBeLessThanOrEqual(11);
  });
});
