import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** An express app served on a free loopback port: its address, and how to stop it. */
export async function serveOnLoopback(
  app: Express,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
