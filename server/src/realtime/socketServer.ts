import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { Handshake, session } from '@dojo/protocol';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { Guards } from '../features/auth/guards';
import type { Principal } from '../features/auth/principal';
import { accountScope } from '../features/auth/auth.service';
import type { Publisher } from './publisher';
import { SocketRouter } from './router';
import type { DojoIo } from './types';

/** The rooms a token entitles a socket to; later features add player, team and facilitator scopes. */
export function scopesFor(principal: Principal): string[] {
  const scopes = [accountScope(principal.user)];
  if (principal.kind === 'customer') scopes.push(`client:${principal.client}`);
  return scopes;
}

function refusal(code: string, message: string): Error {
  return Object.assign(new Error(message), { data: { code, message } });
}

export function createSocketServer(
  httpServer: HttpServer,
  deps: { guards: Guards; publisher: Publisher; logger: Logger },
): { io: DojoIo; router: SocketRouter } {
  const io: DojoIo = new Server(httpServer, { path: '/socket.io', serveClient: false });
  const router = new SocketRouter(deps.logger);

  io.use((socket, next) => {
    const handshake = Handshake.safeParse(socket.handshake.auth);
    if (!handshake.success) {
      next(refusal('protocol_mismatch', 'This page is out of date. Please reload it.'));
      return;
    }
    deps.guards.principalOf(handshake.data.token).then(
      (principal) => {
        socket.data.principal = principal;
        socket.data.scopes = scopesFor(principal);
        next();
      },
      (error: unknown) => {
        const known = error instanceof AppError;
        next(refusal(known ? error.code : 'unauthorized', known ? error.message : 'Not allowed.'));
      },
    );
  });

  router.on(session.hello, async (_payload, socket) => ({
    scopes: socket.data.scopes.map((scope) => ({ scope, seq: deps.publisher.seqOf(scope) })),
    serverTime: Date.now(),
  }));

  io.on('connection', (socket) => {
    void socket.join(socket.data.scopes);
    router.attach(socket);
  });

  deps.publisher.attach(io);
  return { io, router };
}
