import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: Record<string, string>;
  body: string;
  /** The status it was answered with. */
  answered: number;
}

/**
 * A real HTTP server on loopback that receives webhook messages, as a client's system would:
 * it answers `status()` (503 while "down"), and keeps every request with its raw body.
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  let status = () => 204;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = status();
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.statusCode = answered;
      res.end(answered >= 300 ? 'The receiver is down for maintenance.' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/dojo`,
    port,
    received,
    /** The messages it accepted (a 2xx), by their parsed body. */
    accepted(): { id: string; type: string; data: Record<string, unknown> }[] {
      return received
        .filter((hook) => hook.answered < 300)
        .map((hook) => ({
          id: hook.headers['webhook-id'] ?? '',
          ...(JSON.parse(hook.body) as { type: string; data: Record<string, unknown> }),
        }));
    },
    answer(next: () => number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
