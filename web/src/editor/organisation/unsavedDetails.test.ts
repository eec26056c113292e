import { describe, expect, it } from 'vitest';
import { hasUnsavedDetails } from './unsavedDetails';

describe('hasUnsavedDetails', () => {
  it('counts a typed, unsaved organisation as unsaved', () => {
    expect(hasUnsavedDetails({ name: 'Northwind', email: '' }, {})).toBe(true);
  });

  it('does not count an empty new form, or spaces alone', () => {
    expect(hasUnsavedDetails({ name: '', email: '  ' }, {})).toBe(false);
  });

  it('counts an edit that differs from the saved record, not one typed back to it', () => {
    const saved = { name: 'Acme Corp', email: 'info@acme.example' };
    expect(hasUnsavedDetails({ name: 'Acme Group' }, saved)).toBe(true);
    expect(hasUnsavedDetails({ name: 'Acme Corp ', email: undefined }, saved)).toBe(false);
    expect(hasUnsavedDetails({}, saved)).toBe(false);
  });
});
