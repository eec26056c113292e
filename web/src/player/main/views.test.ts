import { describe, expect, it } from 'vitest';
import { viewFrom } from './views';

describe('viewFrom', () => {
  it('reads a known view', () => {
    expect(viewFrom('notes')).toBe('notes');
  });

  it('shows the inbox for an unknown or missing view', () => {
    expect(viewFrom('admin')).toBe('inbox');
    expect(viewFrom(null)).toBe('inbox');
  });
});
