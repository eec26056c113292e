import type { Socket as EngineSocket } from 'engine.io';

/**
 * The one place that reads engine.io's and ws's private parts (engine.io 6.6.12 and ws 8.21.3,
 * pinned exactly in server/package.json): the connection's state, the packets it holds back,
 * its transport's `ws` socket and that socket's frame writer (the one engine.io itself uses
 * for socket.io's pre-encoded broadcast frames). `wsFrames.test.ts` shows each still there and
 * doing what this relies on, and the installed versions still the pinned ones, so an upgrade
 * that moves them fails a test rather than a customer's push.
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
      _sender?: FrameWriter & { _state: number };
    };
  };
}

/** ws's frame writer: whole WebSocket frames (header and payload), written in order. */
export interface FrameWriter {
  sendFrame(frames: Buffer[]): void;
}

const WS_OPEN = 1;
/** ws's Sender is idle (not deflating, not reading a blob): a frame written now goes in order. */
const SENDER_IDLE = 0;

/**
 * The connection's ws frame writer when a frame written with it now goes out next, in order:
 * an open WebSocket with nothing held back by engine.io, no upgrade under way, ws's writer
 * idle and no per-message deflate (a raw frame would skip the compression the client
 * expects). Undefined otherwise (long polling, an upgrade, held-back packets, a closing
 * socket): the caller then takes engine.io's own path.
 */
export function idleFrameWriter(conn: EngineSocket): FrameWriter | undefined {
  const engine = conn as unknown as EngineInternals;
  const transport = engine.transport;
  const ws = transport?.name === 'websocket' ? transport.socket : undefined;
  const sender = ws?._sender;
  if (
    ws === undefined ||
    sender === undefined ||
    ws.readyState !== WS_OPEN ||
    engine.readyState !== 'open' ||
    engine.upgrading ||
    engine.writeBuffer.length !== 0 ||
    sender._state !== SENDER_IDLE ||
    ws._extensions?.['permessage-deflate'] !== undefined
  )
    return undefined;
  return sender;
}
