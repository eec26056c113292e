import { afterEach, describe, expect, it } from 'vitest';
import { BareSockets } from '../testing/bareSockets';
import { installedVersion } from '../testing/installedVersion';
import { idleFrameWriter } from './wsFrames';

const bare = new BareSockets();
afterEach(() => bare.close());

describe('the engine.io and ws internals the frame writer reads', () => {
  it('are read from the pinned versions (an upgrade is checked here first)', () => {
    expect(installedVersion('engine.io')).toEqual({ installed: '6.6.12', pinned: '6.6.12' });
    expect(installedVersion('ws')).toEqual({ installed: '8.21.3', pinned: '8.21.3' });
  });

  it('are where it reads them (an upgrade that moves them fails here)', async () => {
    const [socket] = await bare.serve(1);
    const engine = socket!.conn as unknown as Record<string, unknown> & {
      transport: {
        name: string;
        socket: {
          readyState: number;
          _extensions: Record<string, unknown>;
          _sender: { _state: number; sendFrame: unknown };
        };
      };
    };
    expect(engine.readyState).toBe('open');
    expect(engine.upgrading).toBe(false);
    expect(Array.isArray(engine.writeBuffer)).toBe(true);
    expect(engine.transport.name).toBe('websocket');
    expect(engine.transport.socket.readyState).toBe(1);
    expect(engine.transport.socket._extensions).toEqual({});
    expect(engine.transport.socket._sender._state).toBe(0);
    expect(typeof engine.transport.socket._sender.sendFrame).toBe('function');
  });

  it('give the writer of an idle open WebSocket, and none while it is busy or on polling', async () => {
    const [socket] = await bare.serve(1);
    const writer = idleFrameWriter(socket!.conn) as unknown as { _state: number };
    expect(writer).toBeDefined();
    writer._state = 1; // as while ws deflates or reads a blob
    expect(idleFrameWriter(socket!.conn)).toBeUndefined();
    writer._state = 0;
    const [polling] = await bare.serve(1, 'polling');
    expect(idleFrameWriter(polling!.conn)).toBeUndefined();
  });
});
