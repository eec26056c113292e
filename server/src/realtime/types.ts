import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@dojo/protocol';
import type { AnyPrincipal, FacilitatorPrincipal, WaitingPrincipal } from '../core/principal';

/** Who a socket belongs to: an account, a player, a facilitator console or a waiting player. */
export type SocketPrincipal = AnyPrincipal | FacilitatorPrincipal | WaitingPrincipal;

export interface SocketData {
  principal: SocketPrincipal;
  scopes: string[];
  /** Rooms that end the socket with its token (docs/security.md): not scopes. */
  rooms: string[];
}

export type DojoIo = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type DojoSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
