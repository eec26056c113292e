import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * A bare socket.io server (no app, no router) and its clients, for tests of what is written
 * to a connection (realtime/engineWrite.test.ts, realtime/wsFrames.test.ts). `close` after
 * each test.
 */
export class BareSockets {
  private servers: Server[] = [];
  clients: Socket[] = [];

  /** The last server `serve` started. */
  get io(): Server {
    const io = this.servers.at(-1);
    if (!io) throw new Error('serve() first');
    return io;
  }

  /** A server and `count` clients on the given transport; their server sides. */
  async serve(
    count: number,
    transport: 'websocket' | 'polling' = 'websocket',
    options: Partial<ServerOptions> = {},
  ): Promise<ServerSocket[]> {
    const httpServer = http.createServer();
    this.servers.push(new Server(httpServer, options));
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const { port } = httpServer.address() as AddressInfo;
    const sockets: ServerSocket[] = [];
    for (let i = 0; i < count; i += 1) {
      const joined = new Promise<ServerSocket>((resolve) => this.io.once('connection', resolve));
      this.clients.push(
        connect(`http://127.0.0.1:${port}`, { transports: [transport], reconnection: false }),
      );
      sockets.push(await joined);
    }
    return sockets;
  }

  async close(): Promise<void> {
    this.clients.forEach((client) => client.disconnect());
    this.clients = [];
    await Promise.all(this.servers.map((io) => io.close()));
    this.servers = [];
  }
}
