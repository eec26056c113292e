import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { Handshake, session, type ErrorCode } from '@dojo/protocol';
import type { WallClock } from '../core/clock';
import { AppError } from '../errors';
import { originAllowed } from '../http/origins';
import type { Logger } from '../logger';
import type { Publisher } from './publisher';
import { SocketRouter } from './router';
import type { DojoIo, DojoSocket, SocketPrincipal } from './types';

/** Who may connect and which rooms they join; the composition root answers both. */
export interface SocketAccess {
  /**
   * The principal behind a handshake token, or an AppError refusing it; and the rooms that
   * end the socket with its token (a revocation disconnects them), never listed as scopes.
   */
  authenticate(token: string): Promise<{ principal: SocketPrincipal; rooms: string[] }>;
  /** The rooms a principal entitles a socket to, and nothing more. */
  scopesFor(principal: SocketPrincipal): string[];
}

function refusal(code: ErrorCode, message: string): Error {
  return Object.assign(new Error(message), { data: { code, message } });
}

const NO_TOKEN = 'Your session is not valid. Please log in again.';
const OUT_OF_DATE = 'This page is out of date. Please reload it.';

/**
 * Reads the handshake: a missing or blank token is an invalid token (the client logs in
 * again); anything else malformed is a page out of date (the client reloads).
 */
function readHandshake(auth: unknown): Handshake | Error {
  const { token } = (auth ?? {}) as { token?: unknown };
  if (typeof token !== 'string' || token.trim() === '') return refusal('invalid_token', NO_TOKEN);
  const handshake = Handshake.safeParse(auth);
  return handshake.success ? handshake.data : refusal('protocol_mismatch', OUT_OF_DATE);
}

export function createSocketServer(
  httpServer: HttpServer,
  deps: {
    access: SocketAccess;
    publisher: Publisher;
    logger: Logger;
    clock: Pick<WallClock, 'now'>;
    /** PUBLIC_ORIGINS: pages elsewhere than the server's own origin allowed to connect. */
    publicOrigins?: readonly string[];
  },
): { io: DojoIo; router: SocketRouter } {
  const io: DojoIo = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => callback(null, originAllowed(req, deps.publicOrigins ?? [])),
  });
  const router = new SocketRouter(deps.logger);

  io.use((socket, next) => {
    const handshake = readHandshake(socket.handshake.auth);
    if (handshake instanceof Error) {
      next(handshake);
      return;
    }
    deps.access.authenticate(handshake.token).then(
      ({ principal, rooms }) => {
        socket.data.principal = principal;
        socket.data.scopes = deps.access.scopesFor(principal);
        socket.data.rooms = rooms;
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
    serverTime: deps.clock.now(),
  }));

  io.on('connection', (socket) => {
    void socket.join([...socket.data.scopes, ...socket.data.rooms]);
    router.attach(socket);
    forgetRequest(socket);
  });

  deps.publisher.attach(io);
  return { io, router };
}

/**
 * engine.io keeps each connection's first HTTP request (the upgrade's IncomingMessage, its
 * headers and stream state) for the socket's lifetime, for middleware such as express-session.
 * Nothing here reads it after the handshake (origin checked, token read, `socket.handshake`
 * made), so it goes, as socket.io's memory guide suggests: at 5,000 players the live heap after
 * a full collection fell from 127 to 120 MB, less for V8 to mark at each one
 * (docs/performance.md, "Issue 36, session 14: fan-out").
 */
function forgetRequest(socket: DojoSocket): void {
  (socket.conn as unknown as { request: unknown }).request = null;
}
