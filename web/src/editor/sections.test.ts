import { describe, expect, it } from 'vitest';
import { resolveSection } from './sections';

describe('resolveSection', () => {
  it('opens the Tutorial when no section is given', () => {
    expect(resolveSection(undefined)).toBe('Tutorial');
  });

  it('knows the six sections by their route names', () => {
    for (const section of ['Tutorial', 'Scenario', 'Organisation', 'PDF', 'Admin', 'LogOut']) {
      expect(resolveSection(section)).toBe(section);
    }
  });

  it('does not know other names', () => {
    expect(resolveSection('scenario')).toBeNull();
    expect(resolveSection('Settings')).toBeNull();
  });
});
