import { describe, expect, it } from 'vitest';
import { ndaWording } from './ndaWording';

describe('the NDA screen', () => {
  it('shows the standard wording when the beta flag is not set', () => {
    expect(ndaWording(false)).toEqual({
      title: 'Before you start',
      lead: 'This exercise is confidential. Please read the non-disclosure agreement below.',
      betaNote: null,
    });
  });

  it('shows the beta variant, with a note on what a beta means, when the beta flag is set', () => {
    const beta = ndaWording(true);
    expect(beta.title).toBe('Before you start this beta exercise');
    expect(beta.lead).toMatch(/^This beta exercise is confidential\./);
    expect(beta.betaNote).toMatch(/This scenario is a beta/);
  });
});
