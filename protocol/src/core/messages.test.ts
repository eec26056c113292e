import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { letPlayerBackIn } from '../facilitator/rest';
import { createClient } from '../gateway/rest';
import { messagesFor } from './issues';
import './messages';

describe('a refusal the schema does not word itself', () => {
  it('names the field in the product words, never its path', () => {
    const Order = z.object({ players: z.array(z.object({ email: z.string() })) });
    expect(messagesFor(Order, { players: [{ email: 'a@b.c' }, {}] })).toEqual([
      'The e-mail address of player 2 is missing.',
    ]);
    expect(messagesFor(Order, { players: 'x' })).toEqual(['The players must be a list.']);
  });

  it('says what is wrong in words: missing, kind, length, choice', () => {
    const Form = z.object({
      alias: z.string().min(3).max(5),
      count: z.number().int().min(1),
      format: z.enum(['csv', 'xlsx']),
    });
    expect(messagesFor(Form, { alias: 'ab', count: 1.5, format: 'pdf' })).toEqual([
      'The alias needs at least 3 characters.',
      'The number of participants must be a whole number.',
      'Please choose the format from the list.',
    ]);
    expect(messagesFor(Form, { alias: 'abcdef', count: 0, format: 'csv' })).toEqual([
      'The alias can be at most 5 characters long.',
      'The number of participants must be at least 1.',
    ]);
    expect(messagesFor(Form, 'x')).toEqual([
      'The request could not be read. Please reload the page and try again.',
    ]);
  });

  it('answers the issue examples in the product words', () => {
    expect(messagesFor(letPlayerBackIn.request, { token: 't', player: '' })).toEqual([
      'Please select a player.',
    ]);
    expect(messagesFor(createClient.request, { name: 'orbitco', email: 'it@orbit.co' })).toEqual([
      'The client settings are missing.',
    ]);
  });
});
