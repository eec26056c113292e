import { describe, expect, it } from 'vitest';
import { menuFor, resolveSection } from './sections';

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

describe('menuFor', () => {
  it('shows an admin the six sections', () => {
    expect(menuFor('admin').map((entry) => entry.label)).toEqual([
      'Tutorial',
      'Scenario',
      'Organisation',
      'PDF',
      'Admin',
      'Log Out',
    ]);
  });

  it('shows an editor Upload Media instead of the Admin menu', () => {
    const menu = menuFor('editor');
    expect(menu.map((entry) => entry.label)).not.toContain('Admin');
    expect(menu.find((entry) => entry.label === 'Upload Media')?.to).toBe(
      '/editor/Admin/UploadImage',
    );
  });
});
