import { describe, expect, it } from 'vitest';
import { CONFIRM_REMOVE, pressRemove } from './twoStepRemove';

describe('two-step removal', () => {
  it('asks for confirmation on the first press', () => {
    expect(pressRemove(null, 'Acme Corp')).toEqual({ action: 'ask' });
  });

  it('removes on a second press for the same item', () => {
    expect(pressRemove('Acme Corp', 'Acme Corp')).toEqual({ action: 'remove' });
  });

  it('asks again when the second press is for another item', () => {
    expect(pressRemove('Acme Corp', 'Daily Byte')).toEqual({ action: 'ask' });
  });

  it('asks with the spec’s words', () => {
    expect(CONFIRM_REMOVE).toBe('Press remove again to confirm action.');
  });
});
