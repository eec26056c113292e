/**
 * The baseline: a bare `ws` server that sends each due event to every connected client at its
 * due moment, with nothing else to do. socket.io's latency is judged against this.
 */
import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { startLoopMonitor } from './loopMonitor';

// The same instrument as the server's when the run beside it measures its loop: its CPU too.
startLoopMonitor();

interface Schedule {
  type: 'schedule';
  ids: string[];
  startAt: number;
  stepMs: number;
  padBytes: number;
}

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
const sequences = new Map<WebSocket, number>();
server.on('connection', (socket) => {
  sequences.set(socket, 0);
  socket.once('close', () => sequences.delete(socket));
});

process.on('message', (message: Schedule | { type: 'metrics' }) => {
  if (message.type === 'metrics') {
    const { user, system } = process.cpuUsage();
    process.send?.({ type: 'metrics', cpuMs: (user + system) / 1000 });
    return;
  }
  const pad = 'x'.repeat(message.padBytes);
  message.ids.forEach((id, index) => {
    const dueAt = message.startAt + index * message.stepMs;
    setTimeout(() => {
      for (const [socket, seq] of sequences) {
        sequences.set(socket, seq + 1);
        socket.send(JSON.stringify({ seq: seq + 1, events: [{ id, dueAt, pad }] }));
      }
    }, dueAt - Date.now());
  });
});
process.once('disconnect', () => server.close(() => process.exit(0)));
server.on('listening', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: 'ready', url: `ws://127.0.0.1:${port}` });
});
