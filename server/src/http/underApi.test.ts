import { describe, expect, it } from 'vitest';
import { isApiPath } from './underApi';

describe('a path under /api', () => {
  it.each(['/api', '/api/', '/api/getMail', '/API/getMail', '/Api'])('is %s', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/', '/apix', '/api.json', '/ap', '/exercise/api', '/media/api/x', ''])(
    'is not %s',
    (path) => {
      expect(isApiPath(path)).toBe(false);
    },
  );
});
