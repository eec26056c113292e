import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredStatement {
  id: string;
  statement: Record<string, unknown> & {
    actor: { mbox?: string };
    verb: { id: string };
    object: { id: string };
  };
}

/**
 * A real HTTP learning record store on loopback, as an LMS would run one: it takes
 * `PUT {endpoint}statements?statementId=` with Basic credentials and the xAPI version header,
 * keeps each statement once (the same id again with the same content: 204, other content:
 * 409) and answers `status()` first (503 while "down"). `stored` is in arrival order.
 */
export async function startLearningRecordStore(credentials: { key: string; secret: string }) {
  const stored: StoredStatement[] = [];
  const attempts: { id: string; answered: number }[] = [];
  let status = () => 204;
  const expected = `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://lrs');
      const id = url.searchParams.get('statementId') ?? '';
      const answer = (code: number, text = '') => {
        attempts.push({ id, answered: code });
        res.statusCode = code;
        res.end(text);
      };
      const down = status();
      if (down >= 300) return answer(down, 'The LRS is down for maintenance.');
      if (req.headers.authorization !== expected) return answer(401, 'Unauthorized');
      if (req.headers['x-experience-api-version'] !== '1.0.3')
        return answer(400, 'X-Experience-API-Version 1.0.3 is required');
      if (req.method !== 'PUT' || url.pathname !== '/xapi/statements' || !id)
        return answer(400, 'PUT /xapi/statements?statementId= only');
      const body = Buffer.concat(chunks).toString('utf8');
      const statement = JSON.parse(body) as StoredStatement['statement'];
      if (statement.id !== id) return answer(400, 'The statement id does not match');
      const known = stored.find((entry) => entry.id === id);
      if (known) return answer(JSON.stringify(known.statement) === body ? 204 : 409);
      stored.push({ id, statement });
      answer(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/xapi/`,
    stored,
    attempts,
    /** The verbs (last path part) held for one address, in arrival order, from `from` on. */
    verbsOf(email: string, from = 0): string[] {
      return stored
        .slice(from)
        .filter((entry) => entry.statement.actor.mbox === `mailto:${email}`)
        .map((entry) => entry.statement.verb.id.split('/').pop() ?? '');
    },
    answer(next: () => number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LearningRecordStoreServer = Awaited<ReturnType<typeof startLearningRecordStore>>;
