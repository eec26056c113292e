import { describe, expect, it } from 'vitest';
import { allCalls } from '../calls';
import { ACCESS_MATRIX, accessKey } from './matrix';
import { ACCESS_ROLES } from './roles';

describe('the authorisation matrix', () => {
  it('has a row for every declared call', () => {
    const missing = allCalls.map(accessKey).filter((key) => !(key in ACCESS_MATRIX));
    expect(missing).toEqual([]);
  });

  it('has no row for a call nobody declares', () => {
    const declared = new Set(allCalls.map(accessKey));
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !declared.has(key))).toEqual([]);
  });

  it('states every role in every row', () => {
    for (const [key, row] of Object.entries(ACCESS_MATRIX))
      expect(Object.keys(row).sort(), key).toEqual([...ACCESS_ROLES].sort());
  });

  it('answers 401 to a missing or forged credential wherever one is needed', () => {
    for (const [key, row] of Object.entries(ACCESS_MATRIX)) {
      const needsOne = Object.values(row).some((access) => access !== 'ok');
      if (needsOne) expect([row.none, row.forged], key).toEqual([401, 401]);
    }
  });
});
