import { vi } from 'vitest';

/** One recorded request: the path and its JSON body. */
export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * Replaces `fetch` with a server that answers each path from `answers` (404 {type:'failed'}
 * for any other) and records every call. Undo with `vi.unstubAllGlobals()` after the test.
 */
export function makeFakeServer(answers: Record<string, FakeAnswer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ path: url, body: JSON.parse(init.body as string) as Record<string, unknown> });
      const answer = answers[url] ?? { status: 404, body: { type: 'failed', data: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

/** Replaces `fetch` with one that answers every call alike; `undefined` is an empty body. */
export function makeFetchAnswering(status: number, body: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status })),
  );
}
