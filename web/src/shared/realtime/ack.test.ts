import { describe, expect, it } from 'vitest';
import { session } from '@dojo/protocol';
import { emitOn, type AckEmitter } from './ack';

function socketAnswering(err: Error | null, answer: unknown): AckEmitter & { sent: unknown[] } {
  const sent: unknown[] = [];
  return {
    sent,
    timeout: () => ({
      emit: (name, payload, ack) => {
        sent.push([name, payload]);
        ack(err, answer);
      },
    }),
  };
}

describe('emitOn', () => {
  it('sends the command under its wire name and resolves with the ack data', async () => {
    const socket = socketAnswering(null, { ok: true, data: { scopes: [], serverTime: 5 } });
    await expect(emitOn(socket, session.hello, {})).resolves.toEqual({ scopes: [], serverTime: 5 });
    expect(socket.sent).toEqual([['session.hello', {}]]);
  });

  it('rejects with the error message of an {ok:false} ack', async () => {
    const socket = socketAnswering(null, { ok: false, error: { code: 'denied', message: 'No.' } });
    await expect(emitOn(socket, session.hello, {})).rejects.toThrow('No.');
  });

  it('rejects when the server does not answer in time', async () => {
    const socket = socketAnswering(new Error('timeout'), undefined);
    await expect(emitOn(socket, session.hello, {})).rejects.toThrow('did not answer in time');
  });

  it('rejects an ack whose data does not match the declared result', async () => {
    const socket = socketAnswering(null, { ok: true, data: { scopes: 'nope' } });
    await expect(emitOn(socket, session.hello, {})).rejects.toThrow('unexpected answer');
  });
});
