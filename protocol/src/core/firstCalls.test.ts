import { describe, expect, it } from 'vitest';
import { FIRST_CALL_ROUTES } from './firstCalls';
import * as playerCalls from '../player/rest';
import * as portalCalls from '../portal/rest';

describe('the first screens’ call routes', () => {
  it('are the routes of the declared calls, so a request sent early goes where the call is', () => {
    for (const [name, route] of Object.entries(FIRST_CALL_ROUTES)) {
      const declared = { ...playerCalls, ...portalCalls }[name as keyof typeof FIRST_CALL_ROUTES];
      expect({ method: declared.method, path: declared.path, body: declared.body }, name).toEqual(
        route,
      );
    }
  });
});
