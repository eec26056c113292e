import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '@dojo/protocol';
import { buildRequest } from './buildRequest';

const getOne = call(
  'GET',
  '/api/things/:id',
  z.object({ id: z.string(), q: z.string() }),
  z.unknown(),
);
const removeOne = call('DELETE', '/api/things/:id', z.object({ id: z.string() }), z.unknown());
const save = call('POST', '/api/save', z.object({ token: z.string() }), z.unknown());

describe('buildRequest', () => {
  it('puts GET path parameters in the path and the rest in the query', () => {
    const { url, init } = buildRequest(getOne, { id: 'a b', q: 'x&y' });
    expect(url).toBe('/api/things/a%20b?q=x%26y');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends a DELETE without a body', () => {
    const { url, init } = buildRequest(removeOne, { id: '7' });
    expect(url).toBe('/api/things/7');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });

  it('sends a POST request as a JSON body', () => {
    const { url, init } = buildRequest(save, { token: 't' });
    expect(url).toBe('/api/save');
    expect(init.body).toBe('{"token":"t"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => buildRequest(getOne, { q: 'x' })).toThrow('Missing path parameter "id"');
  });
});
