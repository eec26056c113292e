import type { Socket as EngineSocket } from 'engine.io';

/** engine.io's wire form of a message packet (type 4); socket.io's packet follows it. */
const MESSAGE_PACKET = '4';

/** A WebSocket frame's first byte for a whole text message: FIN and opcode 1. */
const FIN_TEXT = 0x81;

/**
 * The shared end of many packets (docs/runner.md "Shared pushes"): its text, and its UTF-8
 * bytes made the first time a socket's frame needs them and then written to every socket.
 */
export class PacketTail {
  private encoded: Buffer | undefined;

  constructor(readonly text: string) {}

  get bytes(): Buffer {
    this.encoded ??= Buffer.from(this.text);
    return this.encoded;
  }
}

/**
 * The parts of an engine.io 6.6 socket this reads (not in its types): the connection state,
 * the packets it holds back, its transport's `ws` socket and that socket's frame writer
 * (the one engine.io itself uses for socket.io's pre-encoded broadcast frames).
 * `engineWrite.test.ts` pins them, so an engine.io or ws upgrade that moves them fails a
 * test rather than a customer's push.
 */
interface EngineInternals {
  readyState: string;
  upgrading: boolean;
  writeBuffer: readonly unknown[];
  transport?: {
    name: string;
    socket?: {
      readyState: number;
      _extensions?: Record<string, unknown>;
      _sender?: { _state: number; sendFrame(frames: Buffer[]): void };
    };
  };
}

const WS_OPEN = 1;
/** ws's Sender is idle (not deflating, not reading a blob): a frame written now goes in order. */
const SENDER_IDLE = 0;

/**
 * Up to this many shared bytes, a socket's frame is one buffer (from Node's buffer pool, the
 * shared bytes copied in): one plain write instead of a corked two-buffer `writev`, which
 * costs Node's stream more per socket than the copy (docs/performance.md).
 */
const ONE_BUFFER_MAX = 4_096;

/**
 * The WebSocket frame header and the socket's own start of the payload in one buffer, with
 * room for `tail` after them when `withTail`.
 */
function frameStart(head: string, tail: Buffer, withTail: boolean): Buffer {
  const headLength = 1 + Buffer.byteLength(head);
  const length = headLength + tail.length;
  const headerLength = length > 65_535 ? 10 : length > 125 ? 4 : 2;
  const start = Buffer.allocUnsafe(headerLength + headLength + (withTail ? tail.length : 0));
  start[0] = FIN_TEXT;
  if (headerLength === 2) {
    start[1] = length;
  } else if (headerLength === 4) {
    start[1] = 126;
    start.writeUInt16BE(length, 2);
  } else {
    start[1] = 127;
    start.writeUInt32BE(0, 2);
    start.writeUInt32BE(length, 6);
  }
  start.write(MESSAGE_PACKET, headerLength, 'latin1');
  start.write(head, headerLength + 1, 'utf8');
  if (withTail) tail.copy(start, headerLength + headLength);
  return start;
}

/**
 * Writes one socket.io packet (`head` + `tail`) to a connection (docs/runner.md "Shared
 * pushes"). On an open WebSocket with nothing held back, without per-message deflate and
 * with ws's writer idle, the frame goes straight to the TCP socket: this socket's frame
 * header and head followed by the tail's bytes, encoded once for every socket (copied into
 * one buffer when small, else written behind the head as the very same buffer). `ws.send` would measure, copy and frame the whole text again per socket,
 * and engine.io's own `write` would add a packet object, four events, a write-buffer copy and
 * two callbacks (docs/performance.md). ws writes frames in order, and nothing held back
 * means nothing of engine.io's can overtake this one. Anything else (long polling, an
 * upgrade under way, held-back packets, a closing socket) takes engine.io's path.
 */
export function writePacket(conn: EngineSocket, head: string, tail: PacketTail): void {
  const engine = conn as unknown as EngineInternals;
  const transport = engine.transport;
  const ws = transport?.name === 'websocket' ? transport.socket : undefined;
  const sender = ws?._sender;
  if (
    ws !== undefined &&
    sender !== undefined &&
    ws.readyState === WS_OPEN &&
    engine.readyState === 'open' &&
    !engine.upgrading &&
    engine.writeBuffer.length === 0 &&
    sender._state === SENDER_IDLE &&
    ws._extensions?.['permessage-deflate'] === undefined
  ) {
    const bytes = tail.bytes;
    if (bytes.length <= ONE_BUFFER_MAX) sender.sendFrame([frameStart(head, bytes, true)]);
    else sender.sendFrame([frameStart(head, bytes, false), bytes]);
    return;
  }
  conn.write(head + tail.text);
}
