import { describe, expect, it } from 'vitest';
import { AckError } from './socket';
import { ERROR, ERROR_CODES, ERROR_STATUS, isErrorCode } from './errors';

describe('the error-code registry', () => {
  it('names every code in snake case with an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it('spells each code once, by name', () => {
    expect(ERROR.protocol_mismatch).toBe('protocol_mismatch');
    expect(Object.keys(ERROR)).toEqual(ERROR_CODES);
  });

  it('tells a registered code from any other string', () => {
    expect(isErrorCode('invalid_token')).toBe(true);
    expect(isErrorCode('denied')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('lets an acknowledgement carry only a registered code', () => {
    expect(AckError.safeParse({ code: 'not_found', message: 'Gone.' }).success).toBe(true);
    expect(AckError.safeParse({ code: 'denied', message: 'No.' }).success).toBe(false);
  });
});
