import { describe, expect, it } from 'vitest';
import { activeTab, resolveTab, tabsForRole } from './tabs';

describe('tabsForRole', () => {
  it('offers the Exercise Library and Log In when signed out', () => {
    expect(tabsForRole(null, false)).toEqual(['exercises', 'login']);
  });

  it('offers Dashboard and Exercise Library to role 0', () => {
    expect(tabsForRole('0', true)).toEqual(['dashboard', 'exercises']);
  });

  it('offers Dashboard, Exercise Library, Reports and Learners to roles 1 and 01', () => {
    const all = ['dashboard', 'exercises', 'reports', 'learners'];
    expect(tabsForRole('1', true)).toEqual(all);
    expect(tabsForRole('01', true)).toEqual(all);
  });

  it('treats a session without a role as signed out', () => {
    expect(tabsForRole(null, true)).toEqual(['exercises', 'login']);
  });
});

describe('resolveTab', () => {
  it('shows the exercises tab by default', () => {
    expect(resolveTab(undefined, null, false)).toEqual({ kind: 'show', tab: 'exercises' });
  });

  it('shows Page Not Found for an unknown tab', () => {
    expect(resolveTab('pricing', '1', true)).toEqual({ kind: 'not-found' });
  });

  it('sends a signed-out visitor to log in for a tab that needs an account', () => {
    expect(resolveTab('dashboard', null, false)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a signed-in user away from the login tab to the library', () => {
    expect(resolveTab('login', '0', true)).toEqual({ kind: 'redirect', to: '/exercises' });
  });

  it('does not show Reports to role 0', () => {
    expect(resolveTab('reports', '0', true)).toEqual({ kind: 'not-found' });
  });
});

describe('activeTab', () => {
  it('marks the library for /, /exercises and a scenario page', () => {
    expect(activeTab('/')).toBe('exercises');
    expect(activeTab('/exercises')).toBe('exercises');
    expect(activeTab('/exercises/Ransomware-Attack')).toBe('exercises');
  });

  it('marks nothing on pages outside the tabs', () => {
    expect(activeTab('/contact-us')).toBeNull();
  });
});
