import { describe, expect, it } from 'vitest';
import { requestedRange } from './byteRange';

describe('requestedRange', () => {
  it('reads a start and an end, both included', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
  });

  it('reads an open end and a suffix length', () => {
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('clips an end beyond the file', () => {
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('sends the whole file for no header, several ranges or another unit', () => {
    expect(requestedRange(undefined, 1000)).toBeNull();
    expect(requestedRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(requestedRange('items=0-1', 1000)).toBeNull();
  });

  it('calls a range past the end unsatisfiable', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=5-2', 1000)).toBe('unsatisfiable');
  });
});
