import { describe, expect, it } from 'vitest';
import { timeOfDayText } from './timeOfDay';

describe('timeOfDayText', () => {
  it("writes a time of day as the viewer's locale does", () => {
    const evening = 18 * 3600 + 46 * 60 + 24;
    expect(timeOfDayText(evening, 'en-US')).toBe('06:46:24 PM');
    expect(timeOfDayText(evening, 'en-GB')).toBe('18:46:24');
    expect(timeOfDayText(evening, 'de')).toBe('18:46:24');
  });

  it('wraps round midnight', () => {
    expect(timeOfDayText(86_400 + 61, 'en-GB')).toBe('00:01:01');
    expect(timeOfDayText(-1, 'en-GB')).toBe('23:59:59');
  });
});
