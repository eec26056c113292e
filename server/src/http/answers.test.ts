import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { allCalls, playerCalls, type CallDef } from '@dojo/protocol';
import { AnswerMismatch, answerText, checkAnswersInFull, serializerOf } from './answers';

afterEach(() => checkAnswersInFull(true));

/** A declaration as the protocol writes them, with an answer that has a nested list. */
const def = {
  method: 'POST',
  path: '/api/answersTest',
  body: 'json',
  request: z.object({}),
  response: z.object({
    name: z.string().max(20),
    items: z.array(z.object({ id: z.string().max(10), score: z.number().int().optional() })),
    team: z.union([z.string().max(10), z.number()]).nullable(),
  }),
} as unknown as CallDef;

const stored = {
  name: 'Ann',
  items: [{ id: 'a', score: 3, passwordHash: 'x' }, { id: 'b' }],
  team: null,
  passwordHash: 'secret',
};

describe('a call’s answer', () => {
  it('carries the declared fields only, in production as in tests', () => {
    const expected = '{"name":"Ann","items":[{"id":"a","score":3},{"id":"b"}],"team":null}';
    expect(answerText(def, stored)).toBe(expected);
    checkAnswersInFull(false);
    expect(answerText(def, stored)).toBe(expected);
  });

  it('is checked in full against its schema outside production only', () => {
    const tooLong = { ...stored, name: 'A'.repeat(21) };
    expect(() => answerText(def, tooLong)).toThrow(z.ZodError);
    checkAnswersInFull(false);
    expect(JSON.parse(answerText(def, tooLong))).toMatchObject({ name: 'A'.repeat(21) });
  });

  it('refuses an answer whose serializer and JSON.stringify disagree', () => {
    const stringify = JSON.stringify.bind(JSON);
    const spy = vi.spyOn(JSON, 'stringify').mockImplementationOnce(() => '{"other":true}');
    expect(() => answerText(def, stored)).toThrow(AnswerMismatch);
    spy.mockRestore();
    expect(answerText(def, stored)).toBe(stringify(def.response.parse(stored)));
  });

  it('refuses, in tests, an answer production would write otherwise than the check', () => {
    // The check trims; the serializer cannot: a test fails before production differs.
    const trimmed = {
      ...def,
      path: '/api/answersTrimmed',
      response: z.object({ name: z.string().max(20).trim() }),
    } as unknown as CallDef;
    expect(() => answerText(trimmed, { name: '  Ann  ' })).toThrow(AnswerMismatch);
  });

  it('fills a schema’s defaults in production too', () => {
    const defaulted = {
      ...def,
      path: '/api/answersDefaulted',
      response: z.object({ size: z.enum(['small', 'large']).default('large') }),
    } as unknown as CallDef;
    checkAnswersInFull(false);
    expect(answerText(defaulted, {})).toBe('{"size":"large"}');
  });

  it('writes the inbox poll exactly as JSON.stringify writes its checked answer', () => {
    const mailbox = {
      events: [
        { id: '1', type: 'Email', subject: 'Ünïcode “quotes” \u2028 and \\ slashes', read: true },
      ],
      finished: false,
      team: 'Blue',
      clock: { gameTime: 1500.5, running: true, startedAt: 1_764_000_000_000 },
    };
    const text = answerText(playerCalls.getMail, mailbox);
    expect(text).toBe(JSON.stringify(playerCalls.getMail.response.parse(mailbox)));
    checkAnswersInFull(false);
    expect(answerText(playerCalls.getMail, mailbox)).toBe(text);
  });

  it('has a serializer for every declared call', () => {
    const failed = allCalls.filter((call) => {
      try {
        serializerOf(call);
        return false;
      } catch {
        return true;
      }
    });
    expect(failed.map((call) => call.path)).toEqual([]);
  });
});
