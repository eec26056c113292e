import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@dojo/protocol';
import type { Principal } from '../features/auth/principal';

export interface SocketData {
  principal: Principal;
  scopes: string[];
}

export type DojoIo = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type DojoSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
