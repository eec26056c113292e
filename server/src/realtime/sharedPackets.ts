import type { Push } from '@dojo/protocol';
import type { DojoIo } from './types';
import { PacketTail, writePacket } from './engineWrite';

/** socket.io's wire form of an event (packet type 2) in the main namespace. */
const EVENT_PACKET = '2';

/**
 * Encodes a push's shared part once for every scope that sends it (docs/runner.md "Shared
 * pushes"). A push is `{scope, seq, serverTime, data}`: only `scope` and `seq` are a
 * player's own, so the packet is written as a short head of those two and one shared
 * tail (`serverTime` and the JSON of `data`), encoded by the first scope of an instant
 * and reused by the others; on a WebSocket the tail's bytes are written as they are to
 * every socket (engineWrite.ts). The packets are exactly what socket.io's own emit writes;
 * the cache lives until the event loop's next turn.
 */
export class SharedPackets {
  private readonly tails = new Map<string, PacketTail>();
  private clearing = false;

  send(io: DojoIo, name: string, push: Push<unknown>, key: string): void {
    if (!io.sockets.adapter.rooms.get(push.scope)?.size) return;
    const tail = this.tail(`${name}|${push.serverTime}|${key}`, push);
    this.write(io, eventStart(name), push, tail);
  }

  /** Pushes of one data and instant to many scopes (`Publisher.pushTogether`): one tail. */
  sendTogether(io: DojoIo, name: string, pushes: readonly Push<unknown>[]): void {
    const first = pushes[0];
    if (first === undefined) return;
    const tail = tailOf(first);
    const start = eventStart(name);
    for (const push of pushes) this.write(io, start, push, tail);
  }

  /** `start`: the packet up to the push's fields (`eventStart`), the same for every scope. */
  private write(io: DojoIo, start: string, push: Push<unknown>, tail: PacketTail): void {
    const room = io.sockets.adapter.rooms.get(push.scope);
    if (!room || room.size === 0) return;
    const head = `${start}{"scope":${JSON.stringify(push.scope)},"seq":${push.seq}`;
    for (const id of room) {
      const socket = io.sockets.sockets.get(id);
      if (socket?.connected) writePacket(socket.conn, head, tail);
    }
  }

  private tail(cacheKey: string, push: Push<unknown>): PacketTail {
    const cached = this.tails.get(cacheKey);
    if (cached !== undefined) return cached;
    const tail = tailOf(push);
    this.tails.set(cacheKey, tail);
    if (!this.clearing) {
      this.clearing = true;
      setImmediate(() => {
        this.tails.clear();
        this.clearing = false;
      });
    }
    return tail;
  }
}

/** An event packet up to its payload: `2["name",`. */
function eventStart(name: string): string {
  return `${EVENT_PACKET}[${JSON.stringify(name)},`;
}

/** What follows a socket's own scope and seq: the instant and the data, as emit writes them. */
function tailOf(push: Push<unknown>): PacketTail {
  return new PacketTail(`,"serverTime":${push.serverTime},"data":${JSON.stringify(push.data)}}]`);
}
