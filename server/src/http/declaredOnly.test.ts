import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, playerCalls } from '@dojo/protocol';
import { declaredOnly } from './declaredOnly';

const schema = z.object({
  name: z.string().max(20),
  kind: z.literal('success'),
  items: z.array(z.object({ id: z.string().max(10), score: z.number().int().optional() })),
  team: z.union([z.string().max(10), z.number()]).nullable(),
  readAts: z.record(z.string().max(20), z.number()).optional(),
  level: z.number().default(1),
});
const check = declaredOnly(z.toJSONSchema(schema, { io: 'output' }));

const clean = {
  name: 'Ann',
  kind: 'success',
  items: [{ id: 'a', score: 3 }, { id: 'b' }],
  team: null,
  readAts: { ann: 5 },
  level: 2,
};

describe('whether an answer holds only what its schema declares', () => {
  it('says yes to an answer of declared fields, records included', () => {
    expect(check(clean)).toBe(true);
    expect(check({ ...clean, team: 4, readAts: undefined })).toBe(true);
  });

  it.each([
    ['an undeclared field', { ...clean, passwordHash: 'x' }],
    ['an undeclared field in a list’s object', { ...clean, items: [{ id: 'a', key: 'k' }] }],
    ['an object where a scalar is declared', { ...clean, name: { first: 'Ann' } }],
    ['a scalar of another type (the serializer would coerce it)', { ...clean, name: 5 }],
    ['a constant with another value (the serializer writes the constant)', { ...clean, kind: 'x' }],
    ['a missing default (the serializer writes it in)', { ...clean, level: undefined }],
    ['a missing required field', { ...clean, items: [{ score: 1 }] }],
    ['a value with toJSON', { ...clean, readAts: new Date(0) }],
    ['a number JSON cannot write', { ...clean, team: Number.NaN }],
    ['a hole in a list', { ...clean, items: [undefined] }],
    ['an object in a record of numbers', { ...clean, readAts: { ann: { at: 5 } } }],
  ])('says no to %s', (_what, answer) => {
    expect(check(answer)).toBe(false);
  });

  it('says no to what it does not model, so the serializer writes it', () => {
    expect(declaredOnly({ type: 'object', allOf: [] })({})).toBe(false);
    expect(declaredOnly({ $ref: '#/$defs/x' })({})).toBe(false);
  });

  it('lets the inbox poll’s answer through, so the poll is written by JSON.stringify', () => {
    const inbox = declaredOnly(
      z.toJSONSchema(playerCalls.getMailFacilitated.response, { io: 'output' }),
    );
    const event = {
      id: '1',
      type: 'Email',
      subject: 'Status',
      content: 'The bridge is open.',
      timeLimit: '-1',
      delay: '2',
      next: '2',
      visible: true,
      read: true,
      readAts: { ann: 1_764_000_000_000 },
      response: { a: ['b'] },
      displayAt: 2000,
    };
    const mailbox = {
      events: [event],
      finished: false,
      team: 'Athena',
      timeSetting: 'standard',
      clock: { gameTime: 1500.5, running: true, startedAt: 1_764_000_000_000 },
    };
    expect(inbox(mailbox)).toBe(true);
    expect(inbox({ ...mailbox, events: [{ ...event, correct: 'A', notes: 'x', secret: 1 }] })).toBe(
      false,
    );
  });

  it('compiles for every declared call', () => {
    for (const call of allCalls) {
      expect(() => declaredOnly(z.toJSONSchema(call.response, { io: 'output' }))).not.toThrow();
    }
  });
});
