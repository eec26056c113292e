import { describe, expect, it } from 'vitest';
import { canSeeReports, isTrainerUsername } from './accounts';

describe('isTrainerUsername', () => {
  it("tells a trainer sub account (a '-' in the name) from its client", () => {
    expect(isTrainerUsername('acmecorp-trainer')).toBe(true);
    expect(isTrainerUsername('acmecorp')).toBe(false);
  });
});

describe('canSeeReports', () => {
  it("keeps role '0' out of reports and lets '1' and '01' in", () => {
    expect(canSeeReports('0')).toBe(false);
    expect(canSeeReports('1')).toBe(true);
    expect(canSeeReports('01')).toBe(true);
  });
});
