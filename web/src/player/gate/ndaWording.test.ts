import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n';
import { speak } from '../../testing/i18n';
import { ndaWording } from './ndaWording';

speak('en');

describe('the NDA screen', () => {
  it('shows the standard wording when the beta flag is not set', () => {
    const wording = ndaWording(false);
    expect(t(wording.title)).toBe('Before you start');
    expect(t(wording.lead)).toBe(
      'This exercise is confidential. Please read the non-disclosure agreement below.',
    );
    expect(wording.betaNote).toBeNull();
  });

  it('shows the beta variant, with a note on what a beta means, when the beta flag is set', () => {
    const beta = ndaWording(true);
    expect(t(beta.title)).toBe('Before you start this beta exercise');
    expect(t(beta.lead)).toMatch(/^This beta exercise is confidential\./);
    expect(t(beta.betaNote!)).toMatch(/This scenario is a beta/);
  });
});
