import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { Handshake, session } from '@dojo/protocol';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { Guards } from '../features/auth/guards';
import type { FacilitatorPrincipal } from '../features/auth/principal';
import { facilitatorScope } from '../features/facilitator/facilitator.guard';
import { accountScope } from '../features/auth/auth.service';
import type { Publisher } from './publisher';
import { playerScopes } from './runner/scopes';
import { SocketRouter } from './router';
import type { DojoIo, SocketPrincipal } from './types';

/** The rooms a token entitles a socket to, and nothing more. */
export function scopesFor(principal: SocketPrincipal): string[] {
  if (principal.kind === 'player') return playerScopes(principal);
  if (principal.kind === 'facilitator') return [facilitatorScope(principal.exerciseId)];
  const scopes = [accountScope(principal.user)];
  if (principal.kind === 'customer') scopes.push(`client:${principal.client}`);
  return scopes;
}

function refusal(code: string, message: string): Error {
  return Object.assign(new Error(message), { data: { code, message } });
}

export function createSocketServer(
  httpServer: HttpServer,
  deps: {
    guards: Guards;
    publisher: Publisher;
    logger: Logger;
    /** The facilitator console connects with its raw link token, which is not a JWT. */
    resolveFacilitator: (token: string) => Promise<FacilitatorPrincipal>;
  },
): { io: DojoIo; router: SocketRouter } {
  const io: DojoIo = new Server(httpServer, { path: '/socket.io', serveClient: false });
  const router = new SocketRouter(deps.logger);

  io.use((socket, next) => {
    const handshake = Handshake.safeParse(socket.handshake.auth);
    if (!handshake.success) {
      next(refusal('protocol_mismatch', 'This page is out of date. Please reload it.'));
      return;
    }
    const { token } = handshake.data;
    const isJwt = token.split('.').length === 3;
    const principal: Promise<SocketPrincipal> = isJwt
      ? deps.guards.anyPrincipalOf(token)
      : deps.resolveFacilitator(token);
    principal.then(
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
