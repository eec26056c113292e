import type { Socket as EngineSocket } from 'engine.io';
import { idleFrameWriter } from './wsFrames';

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
 * pushes"). When ws's frame writer may write now (`idleFrameWriter`, wsFrames.ts: an open
 * WebSocket with nothing held back, without per-message deflate, the writer idle), the frame
 * goes straight to the TCP socket: this socket's frame header and head followed by the tail's
 * bytes, encoded once for every socket (copied into one buffer when small, else written
 * behind the head as the very same buffer). `ws.send` would measure, copy and frame the whole
 * text again per socket, and engine.io's own `write` would add a packet object, four events, a
 * write-buffer copy and two callbacks (docs/performance.md). ws writes frames in order, and
 * nothing held back means nothing of engine.io's can overtake this one. Anything else (long
 * polling, an upgrade under way, held-back packets, a closing socket) takes engine.io's path.
 */
export function writePacket(conn: EngineSocket, head: string, tail: PacketTail): void {
  const writer = idleFrameWriter(conn);
  if (writer === undefined) {
    conn.write(head + tail.text);
    return;
  }
  const bytes = tail.bytes;
  if (bytes.length <= ONE_BUFFER_MAX) writer.sendFrame([frameStart(head, bytes, true)]);
  else writer.sendFrame([frameStart(head, bytes, false), bytes]);
}
