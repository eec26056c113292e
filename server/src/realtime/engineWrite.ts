import type { Socket as EngineSocket } from 'engine.io';

/** engine.io's wire form of a message packet (type 4); socket.io's packet follows it. */
const MESSAGE_PACKET = '4';

/**
 * The parts of an engine.io 6.6 socket this reads (not in its types): the connection state,
 * the packets it holds back, and its transport's `ws` socket. `engineWrite.test.ts` pins
 * them, so an engine.io upgrade that moves them fails a test rather than a customer's push.
 */
interface EngineInternals {
  readyState: string;
  upgrading: boolean;
  writeBuffer: readonly unknown[];
  transport?: {
    name: string;
    socket?: { readyState: number; send(data: string): void };
  };
}

const WS_OPEN = 1;

/**
 * Writes one socket.io packet to a connection (docs/runner.md "Shared pushes"). On an open
 * WebSocket with nothing held back, the frame goes straight to `ws`, as the raw `ws`
 * baseline sends: engine.io's own `write` would build a packet object, fire four events,
 * copy its write buffer and register two callbacks per socket, about half of the fan-out's
 * CPU above raw `ws` (docs/performance.md). `ws` keeps its frames in order, and
 * nothing held back means nothing of engine.io's can overtake this one. Anything else (long
 * polling, an upgrade under way, held-back packets, a closing socket) takes engine.io's path.
 */
export function writePacket(conn: EngineSocket, packet: string): void {
  const engine = conn as unknown as EngineInternals;
  const transport = engine.transport;
  const ws = transport?.name === 'websocket' ? transport.socket : undefined;
  if (
    ws !== undefined &&
    ws.readyState === WS_OPEN &&
    engine.readyState === 'open' &&
    !engine.upgrading &&
    engine.writeBuffer.length === 0
  ) {
    ws.send(MESSAGE_PACKET + packet);
    return;
  }
  conn.write(packet);
}
