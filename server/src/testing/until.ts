import type { Socket } from 'socket.io-client';

/** Waits (at most `ms`) until `test` holds; the assertion that follows says what was wanted. */
export async function until(test: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Resolves once `socket` is connected; rejects with its connection error. */
export function connected(socket: Socket): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}
