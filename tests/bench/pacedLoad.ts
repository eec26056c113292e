/**
 * An open-loop HTTP load at an even pace: request k is due at start + k / rate, whatever the
 * answers before it did, and its latency runs from that due moment to the end of its answer
 * (so a server that falls behind shows it, queueing in this client included).
 *
 * Why not autocannon's `overallRate`: it gives each connection a quota per second, reset by a
 * one-second interval started with the connection, so every connection sends its whole quota
 * back to back at the same instant each second. 1,000 req/s over 100 connections arrived as
 * one burst of 1,000 a second, and its p99 was the time to drain the burst (hundreds of ms,
 * at any rate: "the periodic stall", docs/performance.md "Issue 36, session 14"). Players
 * polling every 5 s from their own phones are spread over the 5 s, as this load is.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  /** A JSON body (POST). */
  body?: string;
}

export interface PacedLoadOptions {
  url: string;
  /** Requests a second. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most (requests beyond them wait in this client, and it counts). */
  connections: number;
  /** The next request to send. */
  next: () => PacedRequest;
  /** An answer later than this is a timeout (ms). */
  timeoutMs?: number;
}

export interface PacedLoadResult {
  /** Requests answered (any status). */
  requests: { total: number };
  /** Seconds from the first due moment to the last answer (or to the end of the window). */
  duration: number;
  /** Milliseconds, due moment to answer. */
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The value at quantile `q` (0-1) of ascending `sorted`. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const { rate, seconds, connections, next, timeoutMs = 10_000 } = options;
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  let sent = 0;
  let settled = 0;
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let lastAnswer = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const end = Math.max(lastAnswer, start + seconds * 1000);
      resolve({
        requests: { total: latencies.length },
        duration: (end - start) / 1000,
        latency: {
          p50: quantile(latencies, 0.5),
          p99: quantile(latencies, 0.99),
          max: latencies.at(-1) ?? 0,
        },
        non2xx,
        errors,
        timeouts,
      });
    };
    const settle = () => {
      settled += 1;
      if (settled === total) finish();
    };
    const send = (due: number) => {
      const { method, path, body } = next();
      const request = http.request({
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path,
        timeout: timeoutMs,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          lastAnswer = performance.now();
          latencies.push(lastAnswer - due);
          if (response.statusCode === undefined || response.statusCode >= 300) non2xx += 1;
          settle();
        });
      });
      request.on('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error) => {
        if (error.message !== 'timeout') errors += 1;
        settle();
      });
      request.end(body);
    };
    // Every request due by now goes out; the timer's 1 ms (or a busy turn) sets the grain.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        send(start + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}
